import { type IconProps, Svg } from './buttonIcons.js';

export { AlertIcon, type IconProps, SpinnerIcon, Svg } from './buttonIcons.js';

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

export const CheckIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M3.5 8.5l3 3 6-7" />
  </Svg>
);

export const RetryIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M13 8a5 5 0 11-1.5-3.5M13 2.5v3h-3" />
  </Svg>
);

export const CopyIcon = (props: IconProps) => (
  <Svg {...props}>
    <rect x="5.5" y="5.5" width="8" height="8" rx="2" />
    <path d="M10.5 3.5A1.5 1.5 0 009 2.5H4A1.5 1.5 0 002.5 4v5A1.5 1.5 0 004 10.5" />
  </Svg>
);

export const ExternalLinkIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M9.5 2.5h4v4M13.5 2.5L7.5 8.5M11.5 9.5v3a1 1 0 01-1 1h-7a1 1 0 01-1-1v-7a1 1 0 011-1h3" />
  </Svg>
);

export const PowerIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M8 2v5.5M4.6 4.2a5 5 0 106.8 0" />
  </Svg>
);

export const BuyIcon = (props: IconProps) => (
  <Svg {...props}>
    <rect x="1.5" y="3.5" width="13" height="9" rx="2" />
    <path d="M1.5 6.5h13M4.5 10h2" />
  </Svg>
);

export const SwapIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M2.5 5.5h10l-2.5-2.5M13.5 10.5h-10l2.5 2.5" />
  </Svg>
);

export const ReceiveIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M8 2.5v8M4.5 7L8 10.5 11.5 7M3 13.5h10" />
  </Svg>
);

export const SendIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M8 13.5v-8M4.5 9L8 5.5 11.5 9M3 2.5h10" />
  </Svg>
);

export const CoinsIcon = (props: IconProps) => (
  <Svg {...props}>
    <ellipse cx="6.5" cy="6" rx="4.5" ry="2.5" />
    <path d="M2 6v3.5C2 10.9 4 12 6.5 12S11 10.9 11 9.5" />
    <path d="M11 6.6c1.6.3 3 1.1 3 2.2 0 1.4-2 2.5-4.5 2.5" />
  </Svg>
);
