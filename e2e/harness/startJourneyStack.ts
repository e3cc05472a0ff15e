import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DemoServer, serveDemo } from '../../apps/demo/server.js';
import { createDemoConfig, type DemoConfig } from '../../apps/demo/src/demoConfig.js';
import { createScratchDatabase } from '../../services/api/testing/testDatabases.js';
import { type DevnetManifest, readManifest } from '../../services/devnet/index.js';
import { readOrCreateDevAuthKey } from '../../services/farcaster-relay/authKey.js';
import type { SolanaDevnetManifest } from '../../services/solana-devnet/manifest.js';
import { readSolanaManifest } from '../../services/solana-devnet/manifestFile.js';
import { freePorts } from '../../services/stack/stackPorts.js';
import { stackServices } from '../../services/stack/stackServices.js';
import { type Log, startStack } from '../../services/stack/supervisor.js';

/** What the journeys need to know about the running stack (JSON, handed to test files by the global setup). */
export interface JourneyStackInfo {
  readonly demoUrl: string;
  readonly config: DemoConfig;
  readonly manifest: DevnetManifest;
  /** The Solana devnet's mint, treasury and accounts (keys from its seed). */
  readonly solanaManifest: SolanaDevnetManifest;
  /** The embedded-wallet service (its frame page at `/sdk`), on the data service's database. */
  readonly walletServiceUrl: string;
  /** The dev mailbox of e-mail login: login codes as JSON at `/messages?to=`; its SMTP switch at `/smtp`. */
  readonly mailboxUrl: string;
  /**
   * The development identity provider of social login (services/dev-idp), the issuer every social
   * provider of the wallet service signs in at: test users alice, bob, carol (DEV_IDP_USERS), password
   * `latch` (DEV_IDP_PASSWORD).
   */
  readonly devIdpUrl: string;
  /** The Sign In With Farcaster relay (CONTRACTS §4); custody read from the devnet's ID registry stand-in. */
  readonly farcasterRelayUrl: string;
  /** The key an approving app completes its channels with (this run's development key). */
  readonly farcasterRelayAuthKey: string;
}

export interface JourneyStack extends JourneyStackInfo {
  stop(): Promise<void>;
}

const HOST = '127.0.0.1';

/**
 * The real local stack (devnet 31337/31338, the Solana devnet, data service on a fresh database, relay, sandbox
 * wallet page, the embedded-wallet service, the dev mail sink of e-mail login, the dev identity provider of
 * social login and the Farcaster relay) on free ports in a temporary data folder, plus the demo page served in this process. The database is a fresh PGlite, or
 * with DATABASE_URL set a fresh scratch database on that PostgreSQL server (dropped at the end), so no run sees
 * what an earlier one registered. Everything is stopped again when a step fails.
 */
export async function startJourneyStack(log: Log): Promise<JourneyStack> {
  const dataDir = await mkdtemp(join(tmpdir(), 'latch-e2e-'));
  const [
    devnetL1 = 0,
    devnetL2 = 0,
    api = 0,
    pglite = 0,
    relay = 0,
    wallet = 0,
    solana = 0,
    solanaWs = 0,
    walletService = 0,
    mailbox = 0,
    smtp = 0,
    devIdp = 0,
    farcasterRelay = 0,
  ] = await freePorts(13);
  const ports = {
    devnetL1,
    devnetL2,
    api,
    pglite,
    relay,
    wallet,
    solana,
    solanaWs,
    walletService,
    mailbox,
    smtp,
    devIdp,
    farcasterRelay,
  };
  let demo: DemoServer | undefined;
  const serverUrl = process.env.DATABASE_URL;
  const database = serverUrl ? await createScratchDatabase(serverUrl) : undefined;
  const services = stackServices({
    dataDir,
    host: HOST,
    ports,
    ...(database ? { databaseUrl: database.url } : {}),
  });
  const stack = await startStack(services, log).catch(async (error: unknown) => {
    await rm(dataDir, { recursive: true, force: true });
    await database?.drop();
    throw error;
  });
  const stop = async () => {
    await demo?.close();
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
    await database?.drop();
  };
  try {
    const manifest = await readManifest(dataDir);
    if (manifest === undefined) throw new Error('the devnet wrote no manifest');
    const solanaManifest = await readSolanaManifest(dataDir);
    if (solanaManifest === undefined) throw new Error('the Solana devnet wrote no manifest');
    const config = createDemoConfig({
      dataServiceUrl: `http://${HOST}:${ports.api}`,
      relayUrl: `ws://${HOST}:${ports.relay}`,
      walletUrl: `http://${HOST}:${ports.wallet}/`,
      walletServiceUrl: `http://${HOST}:${ports.walletService}`,
      farcasterRelayUrl: `http://${HOST}:${ports.farcasterRelay}`,
      solana: {
        caipNetworkId: solanaManifest.caipNetworkId,
        name: solanaManifest.name,
        rpcUrl: solanaManifest.rpcUrl,
        sandboxSeed: solanaManifest.seed,
      },
    });
    demo = await serveDemo({ port: 0, host: HOST, config, log });
    return {
      demoUrl: demo.url,
      config,
      manifest,
      solanaManifest,
      walletServiceUrl: `http://${HOST}:${ports.walletService}`,
      mailboxUrl: `http://${HOST}:${ports.mailbox}`,
      devIdpUrl: `http://${HOST}:${ports.devIdp}`,
      farcasterRelayUrl: `http://${HOST}:${ports.farcasterRelay}`,
      farcasterRelayAuthKey: await readOrCreateDevAuthKey(dataDir),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
