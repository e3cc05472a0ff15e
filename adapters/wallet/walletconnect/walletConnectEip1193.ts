import { numberToHex } from 'viem';
import type { JsonRpcClient } from '../../../core/lib/rpc/index.js';
import { isUnsafeRpcMethod } from '../../../core/lib/walletRpc/index.js';
import type { CaipNetworkId } from '../../../ports/index.js';
import { ProviderRpcFailureError } from '../../chain/evm/failures.js';
import { toRpcPortFailure } from '../../chain/evm/toRpcPortFailure.js';
import type { Eip1193Provider } from '../injected/eip1193.js';
import { isRecord } from '../injected/eip1193.js';
import { sessionScope } from './sessionScope.js';
import type { UniversalProviderInstance } from './walletConnectTypes.js';

const SWITCH = 'wallet_switchEthereumChain';

/** Methods only a wallet answers: they must never fall through to the RPC node. */
const isWalletMethod = (method: string): boolean =>
  method.startsWith('wallet_') ||
  method.startsWith('eth_sign') ||
  method === 'personal_sign' ||
  method === 'eth_sendTransaction' ||
  isUnsafeRpcMethod(method);

/** Answered by the SDK from the session itself, never by a node. */
const SESSION_METHODS = new Set(['eth_chainId', 'eth_accounts', 'eth_requestAccounts']);

/** The RPC stack's client of a chain; undefined when the chain is not configured (the SDK's node then answers). */
export type ReadsFor = (chain: CaipNetworkId) => JsonRpcClient | undefined;

const unsupported = (method: string) =>
  new ProviderRpcFailureError({
    code: 4200,
    message: `${method} is not approved in this WalletConnect session`,
  });

/** The chain id (CAIP-2) a wallet_switchEthereumChain asks for. */
const switchTarget = (params: unknown): string | undefined => {
  const first: unknown = Array.isArray(params) ? params[0] : undefined;
  if (!isRecord(first) || typeof first.chainId !== 'string') return undefined;
  try {
    return `eip155:${BigInt(first.chainId).toString()}`;
  } catch {
    return undefined;
  }
};

/**
 * An EIP-1193 provider over the WalletConnect session, for the injected path's signer, session and switch
 * helpers: eth_chainId answers a hex quantity; wallet methods the session did not approve are refused with
 * 4200 (the SDK would send them to the RPC node); a switch to a chain the session lacks, with a wallet that
 * did not approve wallet_switchEthereumChain, is refused with 4902; with no session every request is 4100. Node
 * reads (eth_blockNumber, eth_getBalance, eth_estimateGas …) of a configured chain go through the RPC stack
 * (`readsFor`), not through the SDK's own HTTP client.
 * The wallet's own rejections come through as it sent them ({code, message}).
 */
export function walletConnectEip1193(
  provider: UniversalProviderInstance,
  readsFor?: ReadsFor,
): Eip1193Provider {
  /** A node read (not a wallet method, not approved to the wallet) through the RPC stack, when it has the chain. */
  const read = async (method: string, params: unknown): Promise<{ value: unknown } | undefined> => {
    if (readsFor === undefined) return undefined;
    const chainId: unknown = await provider.request({ method: 'eth_chainId' });
    const client = readsFor(`eip155:${Number(chainId)}`);
    if (client === undefined) return undefined;
    const result = await client.request(method, params);
    if (result.isErr()) throw toRpcPortFailure(result.error);
    return { value: result.value };
  };
  return {
    async request({ method, params }) {
      const session = provider.session;
      if (session === undefined) {
        throw new ProviderRpcFailureError({ code: 4100, message: 'The WalletConnect session has ended' });
      }
      if (params !== undefined && (typeof params !== 'object' || params === null)) {
        throw new ProviderRpcFailureError({
          code: -32602,
          message: `${method}: params must be an array or object`,
        });
      }
      const scope = sessionScope(session);
      if (method === SWITCH) {
        const target = switchTarget(params);
        if (target !== undefined && !scope.chains.includes(target) && !scope.methods.includes(SWITCH)) {
          throw new ProviderRpcFailureError({ code: 4902, message: `Unrecognized chain ID ${target}` });
        }
      } else if (isWalletMethod(method) && !scope.methods.includes(method)) {
        throw unsupported(method);
      } else if (!isWalletMethod(method) && !SESSION_METHODS.has(method) && !scope.methods.includes(method)) {
        const answered = await read(method, params);
        if (answered) return answered.value;
      }
      const answer = await provider.request(params === undefined ? { method } : { method, params });
      return method === 'eth_chainId' && typeof answer === 'number' ? numberToHex(answer) : answer;
    },
    on: (event, listener) => provider.on(event, listener),
    removeListener: (event, listener) => provider.removeListener(event, listener),
  };
}
