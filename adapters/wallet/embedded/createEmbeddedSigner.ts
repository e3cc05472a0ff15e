import { toHex } from 'viem/utils';
import type { EmbeddedWalletFrame, EvmSigner, EvmTransactionRequest, Network } from '../../../ports/index.js';

const asHex = (value: unknown, method: string): `0x${string}` => {
  if (typeof value === 'string' && value.startsWith('0x')) return value as `0x${string}`;
  throw new Error(`The embedded wallet answered ${method} with no hex value`);
};

const transactionParams = (request: EvmTransactionRequest) => ({
  from: request.from,
  to: request.to,
  ...(request.value === undefined ? {} : { value: toHex(request.value) }),
  ...(request.data === undefined ? {} : { data: request.data }),
  ...(request.gas === undefined ? {} : { gas: toHex(request.gas) }),
});

/**
 * The eip155 signer of an embedded session: every call is an RPC_REQUEST to the frame, which shows its own
 * approval UI and signs with the wallet service's key (the key never reaches this page).
 */
export function createEmbeddedSigner(
  rpc: (method: string, params: unknown, chainId?: number | string) => Promise<unknown>,
): EvmSigner {
  return {
    namespace: 'eip155',
    signMessage: async ({ address, message }) =>
      asHex(
        await rpc('personal_sign', [typeof message === 'string' ? toHex(message) : message.raw, address]),
        'personal_sign',
      ),
    sendTransaction: async ({ request, network }: { request: EvmTransactionRequest; network: Network }) =>
      asHex(
        await rpc('eth_sendTransaction', [transactionParams(request)], network.id),
        'eth_sendTransaction',
      ),
    signTypedData: async ({ address, typedData }) =>
      asHex(
        await rpc('eth_signTypedData_v4', [
          address,
          typeof typedData === 'string' ? typedData : JSON.stringify(typedData),
        ]),
        'eth_signTypedData_v4',
      ),
  };
}

export type FrameRpc = Parameters<typeof createEmbeddedSigner>[0];

/** RPC_REQUEST through the frame. */
export const frameRpc =
  (frame: EmbeddedWalletFrame): FrameRpc =>
  (method, params, chainId) =>
    frame.request('RPC_REQUEST', { method, params, ...(chainId === undefined ? {} : { chainId }) });
