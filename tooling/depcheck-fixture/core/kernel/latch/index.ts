export { FEATURE_BUILDERS } from './features.js';
