/** An EIP-1193 provider error: what the sandbox wallet rejects with, as real wallets do. */
export class ProviderRpcError extends Error {
  readonly code: number;
  readonly data?: unknown;

  constructor(code: number, message: string, data?: unknown) {
    super(message);
    this.name = 'ProviderRpcError';
    this.code = code;
    if (data !== undefined) this.data = data;
  }
}

export const userRejected = () => new ProviderRpcError(4001, 'User rejected the request.');
export const unauthorized = (why: string) => new ProviderRpcError(4100, `Unauthorized: ${why}`);
export const unsupportedMethod = (method: string) =>
  new ProviderRpcError(4200, `The Latch Sandbox Wallet does not support ${method}`);
/** What MetaMask answers for a method it does not have (viem then stops looking for alternatives). */
export const methodNotFound = (method: string) =>
  new ProviderRpcError(-32601, `The method "${method}" does not exist / is not available.`);
export const unrecognizedChain = (chainId: string) =>
  new ProviderRpcError(
    4902,
    `Unrecognized chain ID "${chainId}". Try adding the chain using wallet_addEthereumChain first.`,
  );
export const invalidParams = (why: string) => new ProviderRpcError(-32602, `Invalid params: ${why}`);
