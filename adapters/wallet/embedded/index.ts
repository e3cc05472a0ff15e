export { createEmbeddedConnector, type EmbeddedConnectorOptions } from './createEmbeddedConnector.js';
export { createEmbeddedSigner } from './createEmbeddedSigner.js';
export { createFrameBridge, type FrameBridge, type FrameBridgeOptions } from './createFrameBridge.js';
export { createBrowserFrameDom, type FrameDom } from './frameDom.js';
