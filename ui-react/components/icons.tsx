import type { ReactNode, SVGProps } from 'react';

/** Decorative icons: always hidden from assistive technology (the control around them carries the label). */
type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { readonly size?: number };

const Svg = ({ size = 16, children, ...rest }: IconProps & { readonly children: ReactNode }) => (
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
    {...rest}
  >
    {children}
  </svg>
);

export const CloseIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M4 4l8 8M12 4l-8 8" />
  </Svg>
);

export const BackIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M10 3.5L5.5 8 10 12.5" />
  </Svg>
);

export const ChevronRightIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M6 3.5L10.5 8 6 12.5" />
  </Svg>
);

export const ChevronDownIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M3.5 6L8 10.5 12.5 6" />
  </Svg>
);

export const SearchIcon = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="7" cy="7" r="4.5" />
    <path d="M10.5 10.5L14 14" />
  </Svg>
);

export const GridIcon = (props: IconProps) => (
  <Svg {...props}>
    <rect x="2.5" y="2.5" width="4.5" height="4.5" rx="1.4" />
    <rect x="9" y="2.5" width="4.5" height="4.5" rx="1.4" />
    <rect x="2.5" y="9" width="4.5" height="4.5" rx="1.4" />
    <rect x="9" y="9" width="4.5" height="4.5" rx="1.4" />
  </Svg>
);

export const WalletIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M2.5 5.5A2 2 0 014.5 3.5h7a2 2 0 012 2v5a2 2 0 01-2 2h-7a2 2 0 01-2-2z" />
    <path d="M10.5 8h3M2.5 6h11" />
  </Svg>
);

export const QrCodeIcon = (props: IconProps) => (
  <Svg {...props}>
    <rect x="2.5" y="2.5" width="4" height="4" rx="0.8" />
    <rect x="9.5" y="2.5" width="4" height="4" rx="0.8" />
    <rect x="2.5" y="9.5" width="4" height="4" rx="0.8" />
    <path d="M9.5 9.5h1.5v1.5M13.5 9.5v0M9.5 13.5h4M13.5 11.5v2" />
  </Svg>
);

export const AlertIcon = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="8" cy="8" r="6" />
    <path d="M8 5v3.5M8 11v0.01" />
  </Svg>
);

export const CheckIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M3.5 8.5l3 3 6-7" />
  </Svg>
);

export const SpinnerIcon = (props: IconProps) => (
  <Svg {...props} className="latch-spinner">
    <path d="M8 2a6 6 0 016 6" />
  </Svg>
);

export const RetryIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M13 8a5 5 0 11-1.5-3.5M13 2.5v3h-3" />
  </Svg>
);
