import { safeLinkHref } from '../../components/safeUrls.js';
import { useModalOptions } from '../../context/coreHooks.js';
import { LegalLinks } from './LegalLinks.js';

/** "By connecting your wallet, you agree to our Terms of Service and Privacy Policy", when the host set them. */
export function LegalNotice() {
  const options = useModalOptions();
  const { termsConditionsUrl, privacyPolicyUrl } = options;
  if (!safeLinkHref(termsConditionsUrl) && !safeLinkHref(privacyPolicyUrl)) return null;
  return (
    <p className="latch-connect-legal">
      By connecting your wallet, you agree to our{' '}
      <LegalLinks
        termsConditionsUrl={termsConditionsUrl}
        privacyPolicyUrl={privacyPolicyUrl}
        terms="Terms of Service"
        privacy="Privacy Policy"
      />
    </p>
  );
}
