import type { SolanaSigner } from '../../../ports/index.js';
import { unsupported } from './toWalletFailure.js';

const REQUESTS: Readonly<Record<string, (signer: SolanaSigner, params: never) => Promise<unknown>>> = {
  solana_signMessage: (signer, params) => signer.signMessage(params),
  solana_signTransaction: (signer, params) => signer.signTransaction(params),
  solana_signAndSendTransaction: (signer, params) => signer.signAndSendTransaction(params),
};

/**
 * A Solana session's raw request: the SPEC §5 Solana signing methods through its (checked) signer; any other
 * method is an UnsupportedFailure.
 */
export const requestThroughSigner = (
  signer: SolanaSigner,
  { method, params }: { method: string; params?: unknown },
): Promise<unknown> => {
  const request = REQUESTS[method];
  return request === undefined ? unsupported(method) : request(signer, params as never);
};
