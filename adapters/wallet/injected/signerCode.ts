// What an injected signer needs only once asked to sign — the typed-data checks and viem's chain of a transaction
// — fetched then, with viem's wallet client (createInjectedSigner), not with the page.
export { toViemChain } from '../../chain/evm/toViemChain.js';
export { parseTypedData } from './parseTypedData.js';
