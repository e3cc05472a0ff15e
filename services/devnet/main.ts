/**
 * Standalone devnet: `tsx services/devnet/main.ts [--data-dir .latch] [--block-time N]`.
 * Starts (and if needed seeds) chains 31337 and 31338 on STACK_PORTS.devnetL1/devnetL2 (overridden by
 * DEVNET_L1_PORT / DEVNET_L2_PORT), prints their RPC URLs and contract addresses, and stops anvil
 * (which writes its state) on SIGINT/SIGTERM.
 */
import { parseArgs } from 'node:util';
import { DEFAULT_DATA_DIR } from '../stack/ports.js';
import type { DevnetChain } from './manifest.js';
import { DEFAULT_DEVNET_CHAINS, startDevnet } from './startDevnet.js';

const describe = (chain: DevnetChain): string =>
  [
    `${chain.name} (${chain.caipNetworkId})  ${chain.rpcUrl}`,
    `  Multicall3         ${chain.multicall3}`,
    ...Object.values(chain.tokens).map((token) => `  ${token.symbol.padEnd(18)} ${token.address}`),
    `  UniswapV2Factory   ${chain.uniswapV2.factory}`,
    `  UniswapV2Router02  ${chain.uniswapV2.router}`,
    ...Object.entries(chain.uniswapV2.pairs).map(([pair, address]) => `  pair ${pair.padEnd(13)} ${address}`),
    `  treasury           ${chain.treasury}`,
    `  accounts           ${chain.accounts[0] ?? ''} … (${chain.accounts.length})`,
  ].join('\n');

const { values } = parseArgs({
  options: { 'data-dir': { type: 'string', default: DEFAULT_DATA_DIR }, 'block-time': { type: 'string' } },
});
const blockTime = values['block-time'] === undefined ? undefined : Number(values['block-time']);
if (blockTime !== undefined && !(Number.isInteger(blockTime) && blockTime > 0)) {
  console.error('--block-time must be a whole number of seconds > 0');
  process.exit(2);
}
const PORT_VARIABLES = ['DEVNET_L1_PORT', 'DEVNET_L2_PORT'] as const;
const chains = DEFAULT_DEVNET_CHAINS.map((chain, index) => {
  const variable = PORT_VARIABLES[index];
  const override = variable === undefined ? undefined : process.env[variable];
  if (override === undefined || override === '') return chain;
  const port = Number(override);
  if (!(Number.isInteger(port) && port > 0 && port < 65_536)) {
    console.error(`${variable} must be a TCP port, got ${override}`);
    process.exit(2);
  }
  return { ...chain, port };
});

// Handlers go in first: a signal during start-up must still stop anvil, not orphan it.
let stopRequested: NodeJS.Signals | undefined;
let stopDevnet: (() => Promise<void>) | undefined;
const shutdown = (signal: NodeJS.Signals) => {
  if (stopRequested) return;
  stopRequested = signal;
  console.log(`devnet: ${signal}, stopping anvil (state is written to ${values['data-dir']}/devnet)`);
  void stopDevnet?.().then(() => process.exit(0));
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

try {
  const devnet = await startDevnet({
    dataDir: values['data-dir'],
    chains,
    ...(blockTime === undefined ? {} : { blockTime }),
    log: (message) => console.log(message),
  });
  stopDevnet = () => devnet.stop();
  if (stopRequested) {
    await devnet.stop();
    process.exit(0);
  }
  console.log(devnet.manifest.chains.map(describe).join('\n\n'));
  console.log(`\nmnemonic: ${devnet.manifest.mnemonic}\nPress Ctrl-C to stop.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
