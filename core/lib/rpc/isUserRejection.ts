/**
 * A user's refusal said in words only: a wallet that throws a plain Error (Wallet Standard wallets' "User
 * rejected the request.", "Approval denied", viem's UserRejectedRequestError text) or a node code next to such a
 * message. mapRpcError, mapProviderFailure and Solana's mapSolanaSendFailure share it.
 */
const USER_REJECTION =
  /user rejected|user denied|rejected by (the )?user|user cancel|user declined|approval denied|request (was )?(rejected|denied|declined)/i;

export const isUserRejection = (text: string): boolean => USER_REJECTION.test(text);
