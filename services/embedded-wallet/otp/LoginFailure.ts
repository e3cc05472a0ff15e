/** Why a code request or a code entry was refused: each kind maps to one HTTP answer (routes/loginErrors). */
export type LoginFailure =
  | { readonly kind: 'cooldown'; readonly retryAfterSeconds: number }
  | { readonly kind: 'quota'; readonly subject: 'address' | 'client'; readonly retryAfterSeconds: number }
  | { readonly kind: 'mail_failed' }
  | { readonly kind: 'no_code' }
  | { readonly kind: 'expired' }
  | { readonly kind: 'locked' }
  | { readonly kind: 'wrong_code'; readonly attemptsLeft: number };
