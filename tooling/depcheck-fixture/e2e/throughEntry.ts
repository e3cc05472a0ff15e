import { createLatch } from '../adapters/root/index.js';
import { stack } from '../services/stack.js';
export const journey = () => [createLatch(), stack];
