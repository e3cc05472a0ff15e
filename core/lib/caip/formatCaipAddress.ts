import type { CaipAddress } from '../../../ports/index.js';

/** Joins a namespace, reference and address into a CAIP-10 id; the inverse of `parseCaipAddress`. */
export const formatCaipAddress = (parts: {
  readonly namespace: string;
  readonly reference: string | number;
  readonly address: string;
}): CaipAddress => `${parts.namespace}:${parts.reference}:${parts.address}`;
