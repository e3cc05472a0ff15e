import { mkdir } from 'node:fs/promises';
import { ResultAsync } from 'neverthrow';
import { STACK_HOST, STACK_PORTS } from '../stack/ports.js';
import { type Anvil, startAnvil } from './anvil.js';
import { loadSeedArtifacts, type SeedArtifacts } from './artifacts.js';
import type { DevnetError } from './DevnetError.js';
import { type DevnetAccounts, devnetAccounts } from './devnetAccounts.js';
import { devnetPaths } from './devnetPaths.js';
import { DEVNET_MNEMONIC, type DevnetManifest } from './manifest.js';
import { readManifest, writeManifest } from './manifestFile.js';
import { seedChain } from './seed.js';

export interface DevnetChainOptions {
  readonly chainId: number;
  readonly port: number;
  readonly name: string;
}

export interface StartDevnetOptions {
  /** The stack's data folder; the devnet uses `<dataDir>/devnet/` (state files and manifest.json). */
  readonly dataDir: string;
  readonly chains?: readonly DevnetChainOptions[];
  /** Seconds per block (interval mining); automine when absent. */
  readonly blockTime?: number;
  /**
   * CORS of the nodes (AnvilOptions.allowOrigin). Default `false`: no browser origin may call them — their
   * accounts are unlocked, and the stack's pages read the chains through the data service's proxy instead.
   */
  readonly allowOrigin?: string | false;
  readonly log?: (message: string) => void;
}

export interface Devnet {
  readonly manifest: DevnetManifest;
  /** The anvil processes, in the order of `chains`. */
  readonly anvils: readonly Anvil[];
  /** Stops every anvil (SIGTERM: each writes its state), resolves once all have exited. */
  stop(): Promise<void>;
}

export const DEFAULT_DEVNET_CHAINS: readonly DevnetChainOptions[] = [
  { chainId: 31337, port: STACK_PORTS.devnetL1, name: 'Latch Devnet' },
  { chainId: 31338, port: STACK_PORTS.devnetL2, name: 'Latch Devnet L2' },
];

const once = <T>(make: () => T): (() => T) => {
  let made: { value: T } | undefined;
  return () => {
    made ??= { value: make() };
    return made.value;
  };
};

async function stopAll(anvils: readonly Anvil[]): Promise<void> {
  await Promise.all(anvils.map((anvil) => anvil.stop()));
}

/**
 * Starts one anvil per chain in parallel (state persisted under the data folder), seeds each chain
 * unless its recorded deployment is intact, and writes the manifest. Rejects with a DevnetError
 * (PORT_IN_USE, ANVIL_EXITED, SEED_FAILED, …) after stopping whatever it had started.
 */
export async function startDevnet(options: StartDevnetOptions): Promise<Devnet> {
  const log = options.log ?? (() => {});
  const chains = options.chains ?? DEFAULT_DEVNET_CHAINS;
  const paths = devnetPaths(options.dataDir);
  await mkdir(paths.dir, { recursive: true });
  const previous = await readManifest(options.dataDir).catch((error: DevnetError) => {
    log(`devnet: ignoring the manifest on disk and seeding again (${error.message})`);
    return undefined;
  });
  const recorded = previous?.mnemonic === DEVNET_MNEMONIC ? previous.chains : [];

  const started = await Promise.all(
    chains.map((chain) =>
      startAnvil({
        chainId: chain.chainId,
        port: chain.port,
        host: STACK_HOST,
        statePath: paths.state(chain.chainId),
        allowOrigin: options.allowOrigin ?? false,
        ...(options.blockTime === undefined ? {} : { blockTime: options.blockTime }),
      }),
    ),
  );
  const anvils = started.flatMap((result) => (result.isOk() ? [result.value] : []));
  const failedStart = started.find((result) => result.isErr());
  if (failedStart?.isErr()) {
    await stopAll(anvils);
    throw failedStart.error;
  }

  const prepare = once(() =>
    loadSeedArtifacts().map((artifacts): { accounts: DevnetAccounts; artifacts: SeedArtifacts } => ({
      accounts: devnetAccounts(DEVNET_MNEMONIC),
      artifacts,
    })),
  );
  const seeded = await ResultAsync.combine(
    anvils.map((anvil, index) => {
      const began = performance.now();
      const previousChain = recorded.find((chain) => chain.chainId === anvil.chainId);
      return seedChain({
        chainId: anvil.chainId,
        name: chains[index]?.name ?? `Devnet ${anvil.chainId}`,
        rpcUrl: anvil.rpcUrl,
        prepare,
        ...(previousChain ? { recorded: previousChain } : {}),
        ...(options.blockTime === undefined ? {} : { blockTime: options.blockTime }),
      }).map((outcome) => {
        const ms = Math.round(performance.now() - began);
        log(
          `devnet: chain ${anvil.chainId} ${outcome.seeded ? `seeded in ${ms} ms` : 'reused its seeded state'}`,
        );
        return outcome.chain;
      });
    }),
  );
  if (seeded.isErr()) {
    await stopAll(anvils);
    throw seeded.error;
  }

  const manifest: DevnetManifest = { version: 1, mnemonic: DEVNET_MNEMONIC, chains: seeded.value };
  try {
    await writeManifest(options.dataDir, manifest);
  } catch (error) {
    await stopAll(anvils);
    throw error;
  }
  return { manifest, anvils, stop: () => stopAll(anvils) };
}
