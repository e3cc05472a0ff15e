// Allowed: the feature list fetches a flow's wiring.
export const FEATURE_BUILDERS = {
  send: () => import('../send/feature.js').then((module) => module.buildSendFeature),
};
