import type { ReactNode } from 'react';

/** Icons of the history list (decorative: the row's text says the same). */
const Icon = ({ size, children }: { readonly size: number; readonly children: ReactNode }) => (
  <svg
    width={size}
    height={size}
    viewBox="0 0 16 16"
    fill="none"
    stroke="currentColor"
    strokeWidth={1.8}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    {children}
  </svg>
);

export const ArrowOutIcon = ({ size = 16 }: { readonly size?: number }) => (
  <Icon size={size}>
    <path d="M5 11l6-6M6 5h5v5" />
  </Icon>
);

export const ArrowInIcon = ({ size = 16 }: { readonly size?: number }) => (
  <Icon size={size}>
    <path d="M11 5l-6 6M10 11H5V6" />
  </Icon>
);

export const SwapIcon = ({ size = 16 }: { readonly size?: number }) => (
  <Icon size={size}>
    <path d="M3.5 6h9l-2.5-2.5M12.5 10h-9l2.5 2.5" />
  </Icon>
);

export const DotIcon = ({ size = 16 }: { readonly size?: number }) => (
  <Icon size={size}>
    <circle cx="8" cy="8" r="2" fill="currentColor" />
  </Icon>
);

export const ActivityIcon = ({ size = 16 }: { readonly size?: number }) => (
  <Icon size={size}>
    <circle cx="8" cy="8" r="5.5" />
    <path d="M8 5v3l2 1.5" />
  </Icon>
);
