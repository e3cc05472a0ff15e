import type { Result } from 'neverthrow';
import { type EvmSender, type RequireEvmSenderArgs, requireEvmSender } from '../../lib/flowSteps/index.js';
import { requireSolanaSender, type SolanaSender } from './solana/requireSolanaSender.js';
import type { SendError, SendStoreDeps } from './types.js';

/** Who sends: an eip155 or a solana account with its signer (tell them apart by `signer.namespace`). */
export type SendSender = EvmSender | SolanaSender;

/**
 * The sender of a send on the active network's namespace: solana (requireSolanaSender), else eip155
 * (core/lib/flowSteps requireEvmSender, which refuses every other namespace with CHAIN_NOT_SUPPORTED).
 */
export const requireSendSender = (args: RequireEvmSenderArgs): Result<SendSender, SendError> =>
  args.network.chainNamespace === 'solana' ? requireSolanaSender(args) : requireEvmSender(args);

/** A Solana sender (its signer is solana's). */
export const isSolanaSender = (sender: SendSender): sender is SolanaSender =>
  sender.signer.namespace === 'solana';

/** The Send store's sender: the connected account and its signer on the active network (eip155 or solana). */
export function sendSenderOf(
  deps: Pick<SendStoreDeps, 'account' | 'session'>,
): Result<SendSender, SendError> {
  const { account, session } = deps;
  const network = account.activeNetwork;
  return requireSendSender({
    network,
    address: account.address,
    signer: session(network.chainNamespace)?.signer,
    isUnsupportedChain: account.isUnsupportedChain,
  });
}
