import { DEFAULT_PROJECT_ID } from '../api/db/projects.js';
import { DEFAULT_DEVNET_CHAINS } from '../devnet/index.js';
import { STACK_PORTS } from './ports.js';
import type { StackPortNumbers } from './stackPorts.js';

/** The ports `latch-stack` runs (npm start's demo page is not one of them). */
export type HostStackPorts = Omit<StackPortNumbers, 'demo'>;

/** What the stack's URLs are, once it is up (the `--json` file). */
export interface StackUrls {
  readonly dataServiceUrl: string;
  readonly relayUrl: string;
  readonly walletServiceUrl: string;
  readonly sandboxWalletUrl: string;
  readonly mailboxUrl: string;
  readonly rpcUrls: Readonly<Record<string, string>>;
  readonly ports: HostStackPorts;
  readonly origins: readonly string[];
}

/** The stack's URLs on `host` (the devnets' RPC through the data service's proxy: browsers never call anvil). */
export const stackUrls = (host: string, ports: HostStackPorts, origins: readonly string[]): StackUrls => ({
  dataServiceUrl: `http://${host}:${ports.api}`,
  relayUrl: `ws://${host}:${ports.relay}`,
  walletServiceUrl: `http://${host}:${ports.walletService}/`,
  sandboxWalletUrl: `http://${host}:${ports.wallet}/`,
  mailboxUrl: `http://${host}:${ports.mailbox}`,
  rpcUrls: Object.fromEntries(
    DEFAULT_DEVNET_CHAINS.map(({ chainId }) => [
      `eip155:${chainId}`,
      `http://${host}:${ports.api}/v1?${new URLSearchParams({ chainId: `eip155:${chainId}`, projectId: DEFAULT_PROJECT_ID })}`,
    ]),
  ),
  ports,
  origins,
});

/** The createLatch options to paste: `latchLocalStack()`, with the ports that differ from the stack's defaults. */
export const configSnippet = (ports: HostStackPorts): string => {
  const moved = [
    ports.api === STACK_PORTS.api ? '' : `apiPort: ${ports.api}`,
    ports.relay === STACK_PORTS.relay ? '' : `relayPort: ${ports.relay}`,
    ports.walletService === STACK_PORTS.walletService ? '' : `walletServicePort: ${ports.walletService}`,
    ports.wallet === STACK_PORTS.wallet ? '' : `sandboxWalletPort: ${ports.wallet}`,
  ].filter((entry) => entry !== '');
  const call = moved.length === 0 ? 'latchLocalStack()' : `latchLocalStack({ ${moved.join(', ')} })`;
  return [
    "import { createLatch } from 'latch';",
    "import { latchLocalStack } from 'latch/local';",
    '',
    'const latch = createLatch({',
    `  ...${call},`,
    "  metadata: { name: 'My app', description: 'What it does', url: 'http://localhost:3000', icons: [] },",
    '})._unsafeUnwrap();',
  ].join('\n');
};
