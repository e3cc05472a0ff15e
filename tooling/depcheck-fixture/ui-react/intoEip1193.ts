// Planted: the EIP-1193 provider reached from the first load (eip1193-provider-only-through-its-entry).
export { createEip1193Provider } from '../core/kernel/eip1193Provider/index.js';
