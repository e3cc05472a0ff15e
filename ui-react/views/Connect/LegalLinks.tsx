import type { ReactNode } from 'react';
import { safeLinkHref } from '../../components/safeUrls.js';

export interface LegalLinksProps {
  readonly termsConditionsUrl: string | undefined;
  readonly privacyPolicyUrl: string | undefined;
  /** The links' texts: "Terms of Service" in the notice, "terms of service" inside the checkbox sentence. */
  readonly terms: string;
  readonly privacy: string;
}

const link = (href: string | undefined, text: string): ReactNode =>
  href ? (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {text}
    </a>
  ) : null;

/** "<terms> and <privacy>", each link only when the host gave it and it passes the URL policy. */
export function LegalLinks({ termsConditionsUrl, privacyPolicyUrl, terms, privacy }: LegalLinksProps) {
  const termsLink = link(safeLinkHref(termsConditionsUrl), terms);
  const privacyLink = link(safeLinkHref(privacyPolicyUrl), privacy);
  return (
    <>
      {termsLink}
      {termsLink && privacyLink ? ' and ' : null}
      {privacyLink}
    </>
  );
}
