export { coinTypeForChainId, MAINNET_COIN_TYPE } from './coinTypeForChainId.js';
export { formatCaipAddress } from './formatCaipAddress.js';
export { formatCaipNetworkId } from './formatCaipNetworkId.js';
export { CHAIN_NAMESPACES, isChainNamespace } from './namespaces.js';
export { type ParsedCaipAddress, parseCaipAddress } from './parseCaipAddress.js';
export { type ParsedCaipNetworkId, parseCaipNetworkId } from './parseCaipNetworkId.js';
