// The host's own actions through the connected wallet (the @latch/react hooks useLatchSendTransaction and
// useLatchSignMessage call them): each checks the account and maps the wallet's failure to the catalogue.
export {
  type HostTransactionRequest,
  type SendTransactionError,
  type SentTransaction,
  sendTransaction,
} from './sendTransaction.js';
export { type HostMessage, type SignMessageError, signMessage } from './signMessage.js';
export type { HostAccountSource, HostActionDeps } from './types.js';
