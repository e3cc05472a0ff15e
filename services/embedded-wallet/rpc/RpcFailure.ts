/** EIP-1193 / JSON-RPC codes of a refused wallet request (SPEC §8). */
export interface RpcFailure {
  readonly code: 4100 | 4200 | -32602 | -32000;
  readonly message: string;
}

export const unauthorized = (message: string): RpcFailure => ({ code: 4100, message });
export const unsupported = (method: string): RpcFailure => ({
  code: 4200,
  message: `The wallet does not support ${method.slice(0, 64)}`,
});
export const invalidParams = (message: string): RpcFailure => ({ code: -32602, message });
export const transactionFailed = (message: string): RpcFailure => ({ code: -32000, message });
