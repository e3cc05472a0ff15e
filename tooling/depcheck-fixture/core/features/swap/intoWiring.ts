// Planted: a feature reaching another flow's wiring (only the kernel's feature list may).
import { buildSendFeature } from '../send/feature.js';

export const built = buildSendFeature();
