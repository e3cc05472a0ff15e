import { type Address, decodeFunctionData, type Hex, isAddress, parseAbi } from 'viem';

/** The Uniswap V2 router functions the indexer reads from calldata (swaps and the ether-paying exits). */
export const routerCallAbi = parseAbi([
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)',
  'function swapTokensForExactTokens(uint256 amountOut, uint256 amountInMax, address[] path, address to, uint256 deadline)',
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable',
  'function swapTokensForExactETH(uint256 amountOut, uint256 amountInMax, address[] path, address to, uint256 deadline)',
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)',
  'function swapETHForExactTokens(uint256 amountOut, address[] path, address to, uint256 deadline) payable',
  'function swapExactTokensForTokensSupportingFeeOnTransferTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)',
  'function swapExactETHForTokensSupportingFeeOnTransferTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable',
  'function swapExactTokensForETHSupportingFeeOnTransferTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)',
  'function removeLiquidityETH(address token, uint256 liquidity, uint256 amountTokenMin, uint256 amountETHMin, address to, uint256 deadline)',
  'function removeLiquidityETHSupportingFeeOnTransferTokens(address token, uint256 liquidity, uint256 amountTokenMin, uint256 amountETHMin, address to, uint256 deadline)',
  'function removeLiquidityETHWithPermit(address token, uint256 liquidity, uint256 amountTokenMin, uint256 amountETHMin, address to, uint256 deadline, bool approveMax, uint8 v, bytes32 r, bytes32 s)',
  'function removeLiquidityETHWithPermitSupportingFeeOnTransferTokens(address token, uint256 liquidity, uint256 amountTokenMin, uint256 amountETHMin, address to, uint256 deadline, bool approveMax, uint8 v, bytes32 r, bytes32 s)',
]);

/** What a router call says about itself. */
export interface RouterCall {
  /** A swap (`swap…`), as opposed to a liquidity exit. */
  readonly isSwap: boolean;
  /** Who receives the output (the `to` argument). */
  readonly recipient: Address;
  /** For exact-input token swaps: the token spent (`path[0]`) and how much. */
  readonly spends?: { readonly token: Address; readonly amount: bigint };
}

/** The router call in `input`, or undefined when it is none of routerCallAbi (or malformed). */
export const decodeRouterCall = (input: Hex): RouterCall | undefined => {
  let decoded: ReturnType<typeof decodeFunctionData<typeof routerCallAbi>>;
  try {
    decoded = decodeFunctionData({ abi: routerCallAbi, data: input });
  } catch {
    return undefined;
  }
  const item = routerCallAbi.find((entry) => entry.name === decoded.functionName);
  const args: readonly unknown[] = decoded.args;
  const named = (name: string): unknown => args[item?.inputs.findIndex((input) => input.name === name) ?? -1];
  const recipient = named('to');
  if (typeof recipient !== 'string' || !isAddress(recipient, { strict: false })) return undefined;
  const amountIn = named('amountIn');
  const path = named('path');
  const first: unknown = Array.isArray(path) ? path[0] : undefined;
  return {
    isSwap: decoded.functionName.startsWith('swap'),
    recipient,
    ...(typeof amountIn === 'bigint' && typeof first === 'string' && isAddress(first, { strict: false })
      ? { spends: { token: first, amount: amountIn } }
      : {}),
  };
};
