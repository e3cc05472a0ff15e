// The test kits as this repository's own tests import them: `@latch/testing`'s in-memory adapters and its
// fast-check arbitraries in one place.

export * from './arbitraries/index.js';
export * from './hostTesting.js';
