import { emailError } from '../../../core/lib/errors/index.js';
import { type ApiError, apiError } from '../../api/http/ApiError.js';
import type { LoginFailure } from '../otp/LoginFailure.js';

const retryAfter = (seconds: number) => ({ headers: { 'retry-after': String(seconds) } });

/** Each refused login step as its HTTP answer (the frame shows `reasons[0].description`). */
export const loginError = (failure: LoginFailure): ApiError => {
  switch (failure.kind) {
    case 'cooldown':
      return apiError(
        429,
        'email',
        emailError('EMAIL_THROTTLED', { params: { seconds: failure.retryAfterSeconds } }).message,
        retryAfter(failure.retryAfterSeconds),
      );
    case 'quota':
      return apiError(
        429,
        failure.subject === 'address' ? 'email' : 'client',
        `Too many login codes for this ${failure.subject}; try again in ${failure.retryAfterSeconds} seconds`,
        retryAfter(failure.retryAfterSeconds),
      );
    case 'mail_failed':
      return apiError(503, 'email', 'The login code could not be sent. Please try again in a moment');
    case 'no_code':
      return apiError(401, 'otp', 'No login code is waiting for this address. Request a new one');
    case 'expired':
      return apiError(401, 'otp', 'The code has expired. Request a new one');
    case 'locked':
      return apiError(401, 'otp', 'Too many wrong codes. Request a new one');
    case 'wrong_code':
      return apiError(
        401,
        'otp',
        `Invalid code (${failure.attemptsLeft} ${failure.attemptsLeft === 1 ? 'attempt' : 'attempts'} left)`,
      );
  }
};
