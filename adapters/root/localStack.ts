// `latch/local`: the options that point createLatch at the Latch local stack (`npx latch-stack`, or `npm start`
// in Latch's own repository). For development only: production passes the operator's own URLs instead.
import type { LatchConfig } from './createLatch.js';
import { latchDevnet, latchDevnetL2 } from './networks.js';

/** Where the local stack listens; every field defaults to the stack's fixed port (what `latch-stack` prints). */
export interface LatchLocalStackOptions {
  /** The stack's host. @default '127.0.0.1' */
  readonly host?: string;
  /** The data service (also the devnets' RPC proxy: the page never calls anvil directly). @default 8787 */
  readonly apiPort?: number;
  /** The WalletConnect relay. @default 8788 */
  readonly relayPort?: number;
  /** The embedded-wallet service behind e-mail and social login. @default 8791 */
  readonly walletServicePort?: number;
  /** The sandbox wallet page, listed as a custom wallet (reached through WalletConnect). @default 5174 */
  readonly sandboxWalletPort?: number;
}

/** What latchLocalStack returns: spread it into createLatch's options beside your own. */
export type LatchLocalStackConfig = {
  readonly [Option in
    | 'projectId'
    | 'networks'
    | 'dataServiceUrl'
    | 'relayUrl'
    | 'walletServiceUrl'
    | 'customWallets']-?: NonNullable<LatchConfig[Option]>;
};

/** The project every local stack's data service knows; it allows any loopback origin. */
export const LOCAL_PROJECT_ID = 'latch-local';

/** The sandbox wallet's registry id (and rdns): one row when its injected and WalletConnect forms both show. */
export const SANDBOX_WALLET_ID = 'dev.latch.sandbox';

/**
 * createLatch options for the local stack: the `latch-local` project, both devnets through the data service's RPC
 * proxy, the relay, the embedded-wallet service and the sandbox wallet page as a custom wallet.
 *
 * @example createLatch({ ...latchLocalStack(), metadata: { name: 'My app', … } })
 */
export const latchLocalStack = (options: LatchLocalStackOptions = {}): LatchLocalStackConfig => {
  const host = options.host ?? '127.0.0.1';
  const api = `http://${host}:${options.apiPort ?? 8787}`;
  const relayUrl = `ws://${host}:${options.relayPort ?? 8788}`;
  const walletPage = `http://${host}:${options.sandboxWalletPort ?? 5174}/`;
  const rpcUrl = (chainId: number) =>
    `${api}/v1?${new URLSearchParams({ chainId: `eip155:${chainId}`, projectId: LOCAL_PROJECT_ID })}`;
  const networks = [latchDevnet(rpcUrl(31337)), latchDevnetL2(rpcUrl(31338))];
  // The sandbox wallet page reads the relay and the chains' RPC from its query (apps/wallet).
  const link = new URL(walletPage);
  link.searchParams.set('relay', relayUrl);
  for (const network of networks) link.searchParams.set(`rpc.${network.id}`, rpcUrl(Number(network.id)));
  return {
    projectId: LOCAL_PROJECT_ID,
    networks,
    dataServiceUrl: api,
    relayUrl,
    walletServiceUrl: `http://${host}:${options.walletServicePort ?? 8791}/`,
    customWallets: [
      {
        id: SANDBOX_WALLET_ID,
        name: 'Latch Sandbox Wallet',
        rdns: SANDBOX_WALLET_ID,
        image_url: new URL('icon.svg', walletPage).toString(),
        mobile_link: link.toString(),
        webapp_link: link.toString(),
        homepage: walletPage,
      },
    ],
  };
};
