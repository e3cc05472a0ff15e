import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getAssociatedTokenAddressSync, TOKEN_PROGRAM_ID } from '@solana/spl-token';
import { STACK_HOST } from '../stack/ports.js';
import { solanaCaipNetworkId, solanaGenesisHash } from './clusterId.js';
import type { DevnetState } from './devnetState.js';
import { createDevnetSvm } from './devnetSvm.js';
import { createLedger } from './ledger.js';
import { SOLANA_DEVNET_NAME, SOLANA_USDC_DECIMALS, type SolanaDevnetManifest } from './manifest.js';
import { writeSolanaManifest } from './manifestFile.js';
import { createRpcServer } from './rpcServer.js';
import { SOLANA_DEVNET_SEED, solanaDevnetKeys } from './seedKeys.js';
import { seedLedger } from './seedLedger.js';
import { createTokenAccountIndex } from './tokenAccountIndex.js';

export interface StartSolanaDevnetOptions {
  readonly host?: string;
  /** HTTP JSON-RPC and WebSocket port (0: any free one). */
  readonly port: number;
  /**
   * A second port serving the same (web3.js's default WebSocket URL is the RPC port + 1, as
   * solana-test-validator's 8899 / 8900); the manifest's wsUrl names it when given.
   */
  readonly wsPort?: number;
  readonly seed?: string;
  /** Slot length (a new slot, blockhash and slotNotification each time); 400 ms like Solana's. */
  readonly slotMs?: number;
  /** Writes the manifest to `<dataDir>/solana-devnet/manifest.json` once serving. */
  readonly dataDir?: string;
  readonly log?: (message: string) => void;
}

export interface SolanaDevnet {
  readonly manifest: SolanaDevnetManifest;
  readonly state: DevnetState;
  stop(): Promise<void>;
}

const listen = (server: Server, host: string, port: number): Promise<number> =>
  new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen({ host, port }, () => resolve((server.address() as AddressInfo).port));
  });

const close = (server: Server): Promise<void> =>
  new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

/**
 * The local Solana devnet: litesvm in this process, seeded from a fixed seed on every start (nothing is
 * kept between runs: a restart gives back the same genesis hash, mint, accounts and balances), served
 * as JSON-RPC over HTTP and WebSocket.
 */
export async function startSolanaDevnet(options: StartSolanaDevnetOptions): Promise<SolanaDevnet> {
  const host = options.host ?? STACK_HOST;
  const seed = options.seed ?? SOLANA_DEVNET_SEED;
  const log = options.log ?? (() => {});
  const keys = solanaDevnetKeys(seed);
  const svm = createDevnetSvm();
  seedLedger(svm, keys);
  const ledger = createLedger(svm);
  const tokenAccounts = createTokenAccountIndex(svm);
  const holders = [keys.treasury, ...keys.accounts].map(({ publicKey }) => publicKey);
  tokenAccounts.observe(
    holders.map((owner) => getAssociatedTokenAddressSync(keys.usdcMint.publicKey, owner)),
  );
  const genesisHash = solanaGenesisHash(seed);
  const state: DevnetState = { ledger, tokenAccounts, genesisHash };

  const servers: Server[] = [createRpcServer(state, log)];
  const port = await listen(servers[0] as Server, host, options.port);
  let wsPort = port;
  if (options.wsPort !== undefined) {
    const second = createRpcServer(state, log);
    servers.push(second);
    wsPort = await listen(second, host, options.wsPort).catch(async (error: unknown) => {
      await close(servers[0] as Server);
      throw error;
    });
  }
  const timer = setInterval(() => ledger.tick(Date.now()), options.slotMs ?? 400);

  const manifest: SolanaDevnetManifest = {
    version: 1,
    seed,
    name: SOLANA_DEVNET_NAME,
    genesisHash,
    caipNetworkId: solanaCaipNetworkId(genesisHash),
    rpcUrl: `http://${host}:${port}`,
    wsUrl: `ws://${host}:${wsPort}`,
    tokens: {
      USDC: {
        symbol: 'USDC',
        name: 'USD Coin (devnet)',
        decimals: SOLANA_USDC_DECIMALS,
        mint: keys.usdcMint.publicKey.toBase58(),
        programId: TOKEN_PROGRAM_ID.toBase58(),
      },
    },
    treasury: keys.treasury.publicKey.toBase58(),
    accounts: keys.accounts.map(({ publicKey }) => publicKey.toBase58()),
  };
  if (options.dataDir !== undefined) await writeSolanaManifest(options.dataDir, manifest);
  log(`solana-devnet: ${manifest.caipNetworkId} on ${manifest.rpcUrl} (ws ${manifest.wsUrl})`);

  let stopped: Promise<void> | undefined;
  return {
    manifest,
    state,
    stop: () => {
      stopped ??= (async () => {
        clearInterval(timer);
        await Promise.all(servers.map(close));
      })();
      return stopped;
    },
  };
}
