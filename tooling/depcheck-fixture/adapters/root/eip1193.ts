// Allowed: latch/eip1193, the provider's one entry point.
export { createEip1193Provider } from '../../core/kernel/eip1193Provider/index.js';
