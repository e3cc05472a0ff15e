import { latchError } from '../../../core/lib/errors/index.js';
import type { CallBundle, EvmSigner } from '../../../ports/index.js';
import { createLazyWalletClient } from '../../chain/evm/createLazyWalletClient.js';
import { withPortFailure } from '../../chain/evm/toPortFailure.js';
import { toViemChain } from '../../chain/evm/toViemChain.js';
import type { WalletCapabilities } from './detectWalletCapabilities.js';
import { type Eip1193Provider, isRecord } from './eip1193.js';
import { parseTypedData } from './parseTypedData.js';

/** EIP-5792 v1 answers the bundle id, v2 `{ id, capabilities? }`. */
const bundleId = (answer: unknown): string => {
  if (typeof answer === 'string') return answer;
  if (isRecord(answer) && typeof answer.id === 'string') return answer.id;
  throw latchError('INTERNAL_SDK_ERROR', { params: { message: 'wallet_sendCalls answered no bundle id' } });
};

/**
 * The eip155 signer of an injected session, through viem's wallet client on the provider (no retries: a
 * retried request would prompt the user again): personal_sign (text or raw bytes), eth_sendTransaction
 * (viem checks the wallet is on `network`), eth_signTypedData_v4, and wallet_sendCalls when the wallet
 * has EIP-5792 capabilities. Rejections carry the wallet's own {code, message, data}.
 */
export function createInjectedSigner(provider: Eip1193Provider, capabilities: WalletCapabilities): EvmSigner {
  // viem's wallet actions are only downloaded when the wallet is first asked to sign.
  const client = createLazyWalletClient(provider, { retryCount: 0 });
  const sendCalls = ({ bundle }: { bundle: CallBundle }) =>
    withPortFailure(async () =>
      bundleId(await provider.request({ method: 'wallet_sendCalls', params: [bundle] })),
    );
  return {
    namespace: 'eip155',
    signMessage: ({ address, message }) =>
      withPortFailure(async () => (await client()).signMessage({ account: address, message })),
    sendTransaction: ({ request, network }) =>
      withPortFailure(async () =>
        (await client()).sendTransaction({
          account: request.from,
          chain: toViemChain(network),
          to: request.to,
          ...(request.value === undefined ? {} : { value: request.value }),
          ...(request.data === undefined ? {} : { data: request.data }),
          ...(request.gas === undefined ? {} : { gas: request.gas }),
        }),
      ),
    signTypedData: ({ address, typedData }) =>
      withPortFailure(async () =>
        (await client()).signTypedData({ account: address, ...parseTypedData(typedData) }),
      ),
    ...(capabilities.sendCalls ? { sendCalls } : {}),
  };
}
