export declare const LAYERS: readonly string[];
export declare const existingLayers: (root?: string) => string[];
