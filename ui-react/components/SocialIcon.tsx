// The social providers' marks (Connect's social row, ConnectingSocial, Account): small inline drawings, fetched with
// the social views' code, never with the page's first chunk. The monochrome marks (GitHub, Apple, X) take the
// text colour, so they read in the light and the dark theme.
import type { ReactNode } from 'react';
import type { SocialProvider } from '../../core/kernel/walletCatalog/index.js';

/** The name each provider is shown with (“Continue with Google”). */
export const SOCIAL_NAMES: Readonly<Record<SocialProvider, string>> = {
  google: 'Google',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
  x: 'X',
  discord: 'Discord',
  farcaster: 'Farcaster',
};

/** A provider's name for a value the page was given (a stored provider may be anything). */
export const socialNameOf = (provider: string): string =>
  (SOCIAL_NAMES as Readonly<Record<string, string>>)[provider] ?? provider;

const MARKS: Readonly<Record<SocialProvider, ReactNode>> = {
  google: (
    <g fill="none" strokeWidth={3}>
      <path d="M17.3 6.7A7.5 7.5 0 0 0 4.95 9.43" stroke="#EA4335" />
      <path d="M4.95 9.43A7.5 7.5 0 0 0 4.95 14.57" stroke="#FBBC05" />
      <path d="M4.95 14.57A7.5 7.5 0 0 0 15.75 18.5" stroke="#34A853" />
      <path d="M15.75 18.5A7.5 7.5 0 0 0 19.5 12H12" stroke="#4285F4" />
    </g>
  ),
  github: (
    <path
      transform="translate(1.5 1.5) scale(1.3125)"
      fill="currentColor"
      d="M8 0C3.58 0 0 3.58 0 8c0 3.54 2.29 6.53 5.47 7.59.4.07.55-.17.55-.38 0-.19-.01-.82-.01-1.49-2.01.37-2.53-.49-2.69-.94-.09-.23-.48-.94-.82-1.13-.28-.15-.68-.52-.01-.53.63-.01 1.08.58 1.23.82.72 1.21 1.87.87 2.33.66.07-.52.28-.87.51-1.07-1.78-.2-3.64-.89-3.64-3.95 0-.87.31-1.59.82-2.15-.08-.2-.36-1.02.08-2.12 0 0 .67-.21 2.2.82.64-.18 1.32-.27 2-.27.68 0 1.36.09 2 .27 1.53-1.04 2.2-.82 2.2-.82.44 1.1.16 1.92.08 2.12.51.56.82 1.27.82 2.15 0 3.07-1.87 3.75-3.65 3.95.29.25.54.73.54 1.48 0 1.07-.01 1.93-.01 2.2 0 .21.15.46.55.38A8.013 8.013 0 0016 8c0-4.42-3.58-8-8-8z"
    />
  ),
  apple: (
    <path
      fill="currentColor"
      d="M16.4 12.6c0-2.1 1.7-3.1 1.8-3.2-1-1.4-2.5-1.6-3-1.6-1.3-.1-2.5.8-3.1.8-.7 0-1.6-.8-2.7-.8-1.4 0-2.7.8-3.4 2.1-1.5 2.5-.4 6.3 1 8.4.7 1 1.5 2.1 2.6 2.1 1 0 1.4-.7 2.7-.7s1.6.7 2.7.7c1.1 0 1.8-1 2.5-2 .8-1.2 1.1-2.3 1.1-2.3s-2.2-.8-2.2-3.5zM14.3 6.4c.6-.7 1-1.7.9-2.7-.9 0-1.9.6-2.5 1.3-.5.6-1 1.6-.9 2.6 1 .1 1.9-.5 2.5-1.2z"
    />
  ),
  facebook: (
    <>
      <circle cx="12" cy="12" r="10" fill="#1877F2" />
      <path
        fill="#fff"
        d="M13.4 22v-7.2h2.3l.4-2.7h-2.7v-1.7c0-.8.3-1.3 1.4-1.3h1.4V6.7c-.3 0-1.1-.1-2-.1-2 0-3.4 1.2-3.4 3.5v2h-2.2v2.7h2.2V22z"
      />
    </>
  ),
  x: (
    <path
      transform="translate(3 3) scale(.75)"
      fill="currentColor"
      d="M18.901 1.153h3.68l-8.04 9.19L24 22.846h-7.406l-5.8-7.584-6.638 7.584H.474l8.6-9.83L0 1.154h7.594l5.243 6.932ZM17.61 20.644h2.039L6.486 3.24H4.298Z"
    />
  ),
  discord: (
    <>
      <path
        fill="#5865F2"
        d="M19 6.2A15 15 0 0 0 15.3 5l-.5 1a14 14 0 0 0-5.6 0l-.5-1A15 15 0 0 0 5 6.2C2.7 9.7 2.1 13 2.4 16.3a15 15 0 0 0 4.6 2.3l1-1.5a9.7 9.7 0 0 1-1.6-.8l.4-.3a10.7 10.7 0 0 0 9.4 0l.4.3c-.5.3-1 .6-1.6.8l1 1.5a15 15 0 0 0 4.6-2.3c.4-3.9-.6-7.2-2.6-10.1z"
      />
      <circle cx="9" cy="13" r="1.6" fill="#fff" />
      <circle cx="15" cy="13" r="1.6" fill="#fff" />
    </>
  ),
  farcaster: (
    <>
      <rect x="2" y="2" width="20" height="20" rx="5" fill="#855DCD" />
      <path fill="#fff" d="M7 6.5h10v11h-2.2v-4.6a2.8 2.8 0 0 0-5.6 0v4.6H7z" />
    </>
  ),
};

/** A provider's mark, decorative: the control around it carries the name. */
export function SocialIcon({ provider, size = 24 }: { readonly provider: string; readonly size?: number }) {
  const mark = (MARKS as Readonly<Record<string, ReactNode>>)[provider];
  return (
    <svg
      className="latch-social-icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      data-provider={provider}
    >
      {mark ?? <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth={1.6} />}
    </svg>
  );
}
