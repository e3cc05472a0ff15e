import type { ResolvedModalOptions } from '../../../core/kernel/options/index.js';
import { safeLinkHref } from '../../components/safeUrls.js';
import { deferredModule } from '../../shell/LatchModal/deferredModule.js';

/** The terms checkbox and notice (legal.tsx), fetched with the Connect view when `showsLegal`. */
export const legalCode = deferredModule(() => import('./legal.js'));

/** The host set the terms checkbox or a terms or privacy link that passes the URL policy. */
export const showsLegal = (
  options: Pick<ResolvedModalOptions, 'features' | 'termsConditionsUrl' | 'privacyPolicyUrl'>,
): boolean =>
  options.features.legalCheckbox ||
  safeLinkHref(options.termsConditionsUrl) !== undefined ||
  safeLinkHref(options.privacyPolicyUrl) !== undefined;
