import { createServer, type Server } from 'node:net';
import { envReader } from './envReader.js';
import { STACK_HOST, STACK_PORTS, type StackPort } from './ports.js';

/** The environment variable that moves each of the stack's ports (README, `npm start`, `latch-stack`). */
export const STACK_PORT_VARIABLES: Readonly<Record<StackPort, string>> = {
  devnetL1: 'DEVNET_L1_PORT',
  devnetL2: 'DEVNET_L2_PORT',
  solana: 'SOLANA_PORT',
  solanaWs: 'SOLANA_WS_PORT',
  api: 'API_PORT',
  pglite: 'PGLITE_PORT',
  relay: 'RELAY_PORT',
  wallet: 'WALLET_PORT',
  walletService: 'WALLET_SERVICE_PORT',
  mailbox: 'MAIL_HTTP_PORT',
  smtp: 'MAIL_SMTP_PORT',
  devIdp: 'DEV_IDP_PORT',
  farcasterRelay: 'FARCASTER_RELAY_PORT',
  demo: 'DEMO_PORT',
};

export type StackPortNumbers = Record<StackPort, number>;

const PORT_NAMES = Object.keys(STACK_PORTS) as StackPort[];

/**
 * Every port: the stack's fixed one unless its variable gives another. A malformed variable is an error naming
 * it (the stack does not start on a port it guessed).
 */
export const stackPortsFromEnv = (
  env: Readonly<Record<string, string | undefined>>,
): { ports: StackPortNumbers; errors: string[] } => {
  const errors: string[] = [];
  const { whole } = envReader(env, errors);
  const ports = Object.fromEntries(
    PORT_NAMES.map((name) => [name, whole(STACK_PORT_VARIABLES[name], 1, 65_535) ?? STACK_PORTS[name]]),
  ) as StackPortNumbers;
  return { ports, errors };
};

const listen = (host: string): Promise<Server> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, host, () => resolve(server));
  });

/** `count` distinct TCP ports that were free on `host` a moment ago (held together, so never the same twice). */
export async function freePorts(count: number, host: string = STACK_HOST): Promise<number[]> {
  const servers: Server[] = [];
  try {
    for (let index = 0; index < count; index++) servers.push(await listen(host));
    return servers.map((server) => {
      const address = server.address();
      if (typeof address !== 'object' || address === null) throw new Error('no free port');
      return address.port;
    });
  } finally {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  }
}

/** A free loopback port for every service of the stack, all distinct. */
export async function freeStackPorts(host: string = STACK_HOST): Promise<StackPortNumbers> {
  const ports = await freePorts(PORT_NAMES.length, host);
  return Object.fromEntries(PORT_NAMES.map((name, index) => [name, ports[index] ?? 0])) as StackPortNumbers;
}
