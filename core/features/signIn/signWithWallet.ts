import type { SiwxSignInput, WalletSession } from '../../../ports/index.js';
import { nameError } from '../../lib/errors/index.js';

/**
 * Signs a sign-in message with the connected wallet of the message's namespace: `personal_sign` for eip155,
 * `signMessage` for solana. Rejects with 'Address or auth connector not found' when no such wallet is there.
 */
export const signWithWallet = async (
  session: (namespace: 'eip155' | 'solana') => WalletSession | undefined,
  { message, chainId, accountAddress }: SiwxSignInput,
): Promise<string> => {
  const namespace = chainId.startsWith('solana:') ? 'solana' : 'eip155';
  const signer = session(namespace)?.signer;
  if (signer?.namespace === 'eip155')
    return signer.signMessage({ address: accountAddress as `0x${string}`, message });
  if (signer?.namespace === 'solana') return signer.signMessage({ pubkey: accountAddress, message });
  throw nameError('ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND', { details: `no ${namespace} wallet connected` });
};
