import { createLatch } from '../adapters/root/createLatch.js';
import { stack } from '../services/stack.js';
export const journey = () => [createLatch(), stack];
