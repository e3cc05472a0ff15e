// Allowed: the kernel's feature list fetches a flow's wiring.
export const FEATURE_BUILDERS = {
  send: () => import('../../features/send/feature.js').then((module) => module.buildSendFeature),
};
