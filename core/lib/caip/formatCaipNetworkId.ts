import type { CaipNetworkId } from '../../../ports/index.js';

/** Joins a namespace and reference into a CAIP-2 id; the inverse of `parseCaipNetworkId`. */
export const formatCaipNetworkId = (parts: {
  readonly namespace: string;
  readonly reference: string | number;
}): CaipNetworkId => `${parts.namespace}:${parts.reference}`;
