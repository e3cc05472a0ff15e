/** Why an on-ramp request was refused: the field at fault and the text the client shows. */
export interface OnrampFailure {
  readonly kind: 'invalid' | 'chainUnavailable';
  readonly field: string;
  readonly description: string;
  readonly cause?: unknown;
}

export const invalidOnramp = (field: string, description: string): OnrampFailure => ({
  kind: 'invalid',
  field,
  description,
});
