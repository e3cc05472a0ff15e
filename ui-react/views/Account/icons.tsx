import type { ReactNode } from 'react';

/** Icons the account and connecting views add to the shared set (decorative: the control carries the label). */
const Icon = ({ size = 16, children }: { readonly size?: number; readonly children: ReactNode }) => (
  <svg
    width={size}
    height={size}
    viewBox="0 0 16 16"
    fill="none"
    stroke="currentColor"
    strokeWidth={1.6}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    {children}
  </svg>
);

export const CopyIcon = ({ size }: { readonly size?: number }) => (
  <Icon size={size ?? 16}>
    <rect x="5.5" y="5.5" width="8" height="8" rx="2" />
    <path d="M10.5 3.5A1.5 1.5 0 009 2.5H4A1.5 1.5 0 002.5 4v5A1.5 1.5 0 004 10.5" />
  </Icon>
);

export const ExternalLinkIcon = ({ size }: { readonly size?: number }) => (
  <Icon size={size ?? 16}>
    <path d="M9.5 2.5h4v4M13.5 2.5L7.5 8.5M11.5 9.5v3a1 1 0 01-1 1h-7a1 1 0 01-1-1v-7a1 1 0 011-1h3" />
  </Icon>
);

export const PowerIcon = ({ size }: { readonly size?: number }) => (
  <Icon size={size ?? 16}>
    <path d="M8 2v5.5M4.6 4.2a5 5 0 106.8 0" />
  </Icon>
);
