import { latchDevnet } from 'latch/networks';

// Where the local stack runs (its default ports); production points the same options at the operator's services.
export const devnet = latchDevnet();

export const stack = { dataServiceUrl: 'http://127.0.0.1:8787', relayUrl: 'ws://127.0.0.1:8788' };
