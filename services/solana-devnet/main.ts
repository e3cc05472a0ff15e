/**
 * Standalone Solana devnet: `tsx services/solana-devnet/main.ts [--data-dir .latch]`. Serves JSON-RPC on
 * STACK_PORTS.solana and again on STACK_PORTS.solanaWs (web3.js's default WebSocket port is the RPC port + 1),
 * overridden by SOLANA_PORT / SOLANA_WS_PORT; writes `<data-dir>/solana-devnet/manifest.json`; stops on
 * SIGINT/SIGTERM. Re-seeded identically on every start: nothing is kept between runs.
 */
import { parseArgs } from 'node:util';
import { DEFAULT_DATA_DIR, STACK_PORTS } from '../stack/ports.js';
import { type SolanaDevnet, startSolanaDevnet } from './startSolanaDevnet.js';

const portOf = (variable: string, fallback: number): number => {
  const value = process.env[variable];
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (Number.isInteger(port) && port > 0 && port < 65_536) return port;
  console.error(`${variable} must be a TCP port, got ${value}`);
  process.exit(2);
};

const { values } = parseArgs({ options: { 'data-dir': { type: 'string', default: DEFAULT_DATA_DIR } } });

let devnet: SolanaDevnet | undefined;
let stopping = false;
const shutdown = (signal: NodeJS.Signals) => {
  if (stopping) return;
  stopping = true;
  console.log(`solana-devnet: ${signal}, stopping`);
  void (devnet?.stop() ?? Promise.resolve()).then(() => process.exit(0));
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

try {
  devnet = await startSolanaDevnet({
    port: portOf('SOLANA_PORT', STACK_PORTS.solana),
    wsPort: portOf('SOLANA_WS_PORT', STACK_PORTS.solanaWs),
    dataDir: values['data-dir'],
  });
  if (stopping) {
    await devnet.stop();
    process.exit(0);
  }
  const { manifest } = devnet;
  console.log(
    [
      `${manifest.name} (${manifest.caipNetworkId})  ${manifest.rpcUrl}  ws ${manifest.wsUrl}`,
      `  genesis hash  ${manifest.genesisHash}`,
      `  USDC mint     ${manifest.tokens.USDC.mint} (${manifest.tokens.USDC.decimals} decimals)`,
      `  treasury      ${manifest.treasury}`,
      `  accounts      ${manifest.accounts[0] ?? ''} … (${manifest.accounts.length}; keys from seed "${manifest.seed}")`,
    ].join('\n'),
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
