import { latchLocalStack } from 'latch/local';

// The local stack (`npx latch-stack` prints this line with its ports); production passes the operator's own
// URLs and networks (latch/networks) instead.
export const stack = latchLocalStack();
