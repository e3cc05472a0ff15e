export { NATIVE_TOKEN_ADDRESS } from './constants.js';
export { type HeldTokensInput, heldTokens } from './heldTokens.js';
export { type HeldUnitsInput, heldUnits } from './heldUnits.js';
export { isNativeToken } from './isNativeToken.js';
export { nativeTokenBalance } from './nativeTokenBalance.js';
export { type TokenUnits, type TokenUnitsError, tokenBalanceUnits } from './tokenBalanceUnits.js';
export { tokenKey } from './tokenKey.js';
