import { numberToHex } from 'viem';
import { isUnsafeRpcMethod } from '../../../core/validation/index.js';
import { ProviderRpcFailureError } from '../../chain/evm/failures.js';
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
 * did not approve wallet_switchEthereumChain, is refused with 4902; with no session every request is 4100.
 * The wallet's own rejections come through as it sent them ({code, message}).
 */
export function walletConnectEip1193(provider: UniversalProviderInstance): Eip1193Provider {
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
      }
      const answer = await provider.request(params === undefined ? { method } : { method, params });
      return method === 'eth_chainId' && typeof answer === 'number' ? numberToHex(answer) : answer;
    },
    on: (event, listener) => provider.on(event, listener),
    removeListener: (event, listener) => provider.removeListener(event, listener),
  };
}
