import { useModalOptions } from '../../context/coreHooks.js';

/** "By connecting your wallet, you agree to our Terms of Service and Privacy Policy", when the host set them. */
export function LegalNotice() {
  const options = useModalOptions();
  const { termsConditionsUrl, privacyPolicyUrl } = options;
  if (!termsConditionsUrl && !privacyPolicyUrl) return null;
  const terms = termsConditionsUrl ? (
    <a href={termsConditionsUrl} target="_blank" rel="noopener noreferrer">
      Terms of Service
    </a>
  ) : null;
  const privacy = privacyPolicyUrl ? (
    <a href={privacyPolicyUrl} target="_blank" rel="noopener noreferrer">
      Privacy Policy
    </a>
  ) : null;
  return (
    <p className="latch-connect-legal">
      By connecting your wallet, you agree to our {terms}
      {terms && privacy ? ' and ' : null}
      {privacy}
    </p>
  );
}
