import { type ApiError, apiError } from '../../api/http/ApiError.js';
import type { SocialLoginError } from '../social/socialClient.js';

/** What a social login refused by its provider (or by our checks of the provider's answer) tells the user. */
export const socialRefusal = (failure: SocialLoginError['failure']): ApiError => {
  switch (failure.kind) {
    case 'denied':
      return apiError(401, 'provider', 'The sign-in was declined at the provider');
    case 'provider_error':
      return apiError(401, 'provider', 'The provider refused the sign-in. Please try again');
    case 'invalid_response':
      if (failure.code === 'userinfo_too_large')
        return apiError(
          502,
          'provider',
          'The provider sent a user profile too large to read. Please try again',
        );
      return apiError(401, 'provider', 'The sign-in could not be verified. Please try again');
    case 'unreachable':
      return apiError(503, 'provider', 'The provider cannot be reached. Please try again in a moment');
  }
};
