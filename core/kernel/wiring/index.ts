export type { FeatureContext } from './featureContext.js';
export { heldTokensOf } from './heldTokens.js';
export type { LatchPorts } from './latchPorts.js';
