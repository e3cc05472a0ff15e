import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDemoConfig, type DemoConfig } from '../../apps/demo/src/demoConfig.js';
import { freePorts } from '../../services/stack/stackPorts.js';
import { stackServices } from '../../services/stack/stackServices.js';
import { type Log, startStack } from '../../services/stack/supervisor.js';

const HOST = '127.0.0.1';

export interface DemoStack {
  /** What the page reads from /demo-config.json. */
  readonly config: DemoConfig;
  /** Whether the services answer (false: the config points at closed ports). */
  readonly running: boolean;
  stop(): Promise<void>;
}

// The page reads the chains through the data service's proxy (anvil answers no browser origin).
const configOn = (ports: readonly number[]): DemoConfig => {
  const [api, relay] = ports;
  return createDemoConfig({
    dataServiceUrl: `http://${HOST}:${api}`,
    relayUrl: `ws://${HOST}:${relay}`,
  });
};

/**
 * What the demo talks to during the measurement. Default: nothing. The configuration names loopback ports
 * that were free a moment ago, so the page's RPC, data service and relay requests are refused at once and
 * the modal shows what it has without them (the WalletConnect row heads its list). With `run`, the real
 * local stack (devnet, data service on a fresh PGlite, relay) is started on those ports in a temporary folder,
 * as the e2e journeys do (about 10 s), and the registry's wallets join the list.
 */
export async function demoStack(run: boolean, log: Log): Promise<DemoStack> {
  const [devnetL1 = 0, devnetL2 = 0, api = 0, relay = 0, pglite = 0, wallet = 0] = await freePorts(6);
  const config = configOn([api, relay]);
  if (!run) return { config, running: false, stop: async () => undefined };

  const dataDir = await mkdtemp(join(tmpdir(), 'latch-bench-stack-'));
  const ports = { devnetL1, devnetL2, api, pglite, relay, wallet };
  try {
    const stack = await startStack(stackServices({ dataDir, host: HOST, ports }), log);
    return {
      config,
      running: true,
      stop: async () => {
        await stack.stop();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}
