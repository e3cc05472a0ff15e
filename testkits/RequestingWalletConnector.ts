import { keccak256, stringToHex } from 'viem';
import type { Network, WalletSession } from '../ports/index.js';
import { fakeSignature, MemoryWalletConnector, USER_REJECTED } from './MemoryWalletConnector.js';

/** The EIP-5792 capabilities the wallet reports for every chain. */
export const REQUESTING_WALLET_CAPABILITIES = { atomic: { status: 'supported' } } as const;

/**
 * A MemoryWalletConnector whose raw `request` answers what an EIP-1193 wallet does, deterministically:
 * eth_sendTransaction (a hash of the chain and the request), personal_sign and eth_signTypedData_v4 (fake
 * signatures), wallet_getCapabilities, wallet_sendCalls (an id) and wallet_getCallsStatus; other methods 4200.
 * `rejectNext` makes the next request fail with 4001. Its sessions switch networks (then emit chainChanged).
 */
export class RequestingWalletConnector extends MemoryWalletConnector {
  rejectNext = false;

  override session(target?: Network): WalletSession {
    const base = super.session(target);
    const answer = async (method: string, params: readonly unknown[]): Promise<unknown> => {
      const chain = () => `0x${BigInt(this.caipNetworkId.split(':')[1] ?? '0').toString(16)}`;
      switch (method) {
        case 'eth_accounts':
          return base.accounts.accounts;
        case 'eth_sendTransaction':
          return keccak256(stringToHex(`${this.caipNetworkId}:${JSON.stringify(params[0])}`));
        case 'personal_sign':
          return fakeSignature(`${String(params[1])}:${String(params[0])}`);
        case 'eth_signTypedData_v4':
          return fakeSignature(`${String(params[0])}:${String(params[1])}`);
        case 'wallet_getCapabilities':
          return { [chain()]: REQUESTING_WALLET_CAPABILITIES };
        case 'wallet_sendCalls':
          return { id: keccak256(stringToHex(JSON.stringify(params[0]))) };
        case 'wallet_getCallsStatus':
          return {
            version: '2.0.0',
            id: params[0],
            chainId: chain(),
            status: 200,
            atomic: true,
            receipts: [],
          };
        default:
          throw { code: 4200, message: `Unsupported method: ${method}` };
      }
    };
    return {
      ...base,
      request: async (args) => {
        this.requests.push(args);
        if (this.rejectNext) {
          this.rejectNext = false;
          throw USER_REJECTED;
        }
        return answer(args.method, Array.isArray(args.params) ? args.params : []);
      },
      switchNetwork: async (next) => {
        await Promise.resolve();
        this.caipNetworkId = next.caipNetworkId;
        this.emit('chainChanged', next.caipNetworkId);
      },
    };
  }
}
