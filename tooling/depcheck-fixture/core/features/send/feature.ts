// A flow's wiring: fetched by core/latch's feature list only.
export const buildSendFeature = () => ({ dispose: () => undefined });
