/**
 * The demo server as a process (`npm start` runs it next to the local stack): serves the demo on DEMO_PORT
 * (default 5173), configured for the stack on API_PORT, RELAY_PORT, WALLET_PORT, WALLET_SERVICE_PORT and
 * FARCASTER_RELAY_PORT (the stack's defaults
 * otherwise); the page reads the chains through the data service's RPC proxy. With SOLANA_RPC_URL,
 * SOLANA_CAIP_NETWORK_ID and SOLANA_NAME (set by `npm start` when it runs the Solana devnet) the page lists the
 * Solana devnet too, and with SOLANA_SANDBOX_SEED the sandbox wallet holds a funded key there. Stops on
 * SIGINT/SIGTERM.
 */
import { serveDemo } from './server.js';
import { createDemoConfig, solanaClusterFromEnv } from './src/demoConfig.js';

const HOST = '127.0.0.1';

const port = (variable: string, fallback: number): number => {
  const value = process.env[variable];
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!(Number.isInteger(parsed) && parsed >= 0 && parsed < 65_536)) {
    console.error(`${variable} must be a TCP port, got ${value}`);
    process.exit(2);
  }
  return parsed;
};

const config = createDemoConfig({
  dataServiceUrl: `http://${HOST}:${port('API_PORT', 8787)}`,
  relayUrl: `ws://${HOST}:${port('RELAY_PORT', 8788)}`,
  walletUrl: `http://${HOST}:${port('WALLET_PORT', 5174)}/`,
  walletServiceUrl: `http://${HOST}:${port('WALLET_SERVICE_PORT', 8791)}/`,
  farcasterRelayUrl: `http://${HOST}:${port('FARCASTER_RELAY_PORT', 8795)}`,
  ...solanaClusterFromEnv(process.env),
});

try {
  const server = await serveDemo({ port: port('DEMO_PORT', 5173), host: HOST, config, log: console.log });
  const solana =
    config.solana === undefined ? '' : ` (lists ${config.solana.name} ${config.solana.caipNetworkId})`;
  console.log(`Demo at ${server.url} — with the sandbox wallet: ${server.url}/?sandbox=1${solana}`);
  const stop = () => {
    void server.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (error) {
  console.error(`The demo could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
