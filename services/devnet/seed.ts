import { okAsync, ResultAsync } from 'neverthrow';
import { createPublicClient, createTestClient } from 'viem';
import type { SeedArtifacts } from './artifacts.js';
import { type DevnetError, toDevnetError } from './DevnetError.js';
import { deploySeed } from './deploySeed.js';
import type { DevnetAccounts } from './devnetAccounts.js';
import { isSeeded } from './isSeeded.js';
import type { DevnetChain } from './manifest.js';
import { patientTransport } from './patientTransport.js';
import { rpcCall } from './rpcCall.js';
import { viemChain } from './viemChain.js';

export interface SeedChainInput {
  readonly chainId: number;
  readonly name: string;
  readonly rpcUrl: string;
  /** What the manifest on disk recorded for this chain, if anything. */
  readonly recorded?: DevnetChain;
  /** anvil's interval mining, restored after seeding (which runs with automine). */
  readonly blockTime?: number;
  /** Needed only when the chain must be seeded, so a warm start never derives keys or reads artifacts. */
  readonly prepare: () => ResultAsync<{ accounts: DevnetAccounts; artifacts: SeedArtifacts }, DevnetError>;
}

export interface SeedOutcome {
  readonly chain: DevnetChain;
  /** false when the recorded deployment was found intact and reused. */
  readonly seeded: boolean;
}

/**
 * Idempotent seeding of one chain: reuses the recorded deployment when its code is on the chain
 * (state reloaded by anvil), otherwise resets the chain to genesis and seeds it from scratch, which
 * gives the same addresses as before because the deployer starts from nonce 0 again.
 */
export function seedChain(input: SeedChainInput): ResultAsync<SeedOutcome, DevnetError> {
  const chain = viemChain(input);
  const reader = createPublicClient({ chain, transport: patientTransport(input.rpcUrl, { batch: true }) });
  const anvil = createTestClient({ chain, mode: 'anvil', transport: patientTransport(input.rpcUrl) });
  const { recorded } = input;

  const failure = `Seeding chain ${input.chainId} on ${input.rpcUrl} failed`;
  const intact: ResultAsync<boolean, DevnetError> = recorded
    ? ResultAsync.fromPromise(isSeeded(reader, recorded), toDevnetError('SEED_FAILED', failure))
    : okAsync(false);

  return intact.andThen((reusable): ResultAsync<SeedOutcome, DevnetError> => {
    if (reusable && recorded) {
      return okAsync({ chain: { ...recorded, name: input.name, rpcUrl: input.rpcUrl }, seeded: false });
    }
    return input.prepare().andThen(({ accounts, artifacts }) =>
      ResultAsync.fromPromise(
        (async () => {
          if ((await reader.getBlockNumber()) > 0n) await rpcCall(input.rpcUrl, 'anvil_reset');
          if (input.blockTime !== undefined) await anvil.setAutomine(true);
          const seeded = await deploySeed({ ...input, accounts, artifacts });
          if (input.blockTime !== undefined) await anvil.setIntervalMining({ interval: input.blockTime });
          return { chain: seeded, seeded: true };
        })(),
        toDevnetError('SEED_FAILED', failure),
      ),
    );
  });
}
