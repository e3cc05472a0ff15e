// The icon frame and the icons the buttons show before the click (AlertIcon, SpinnerIcon): the page's first chunk
// carries only these; the views' icons are in icons.tsx, fetched with them.
import type { ReactNode, SVGProps } from 'react';

/** Decorative icons: always hidden from assistive technology (the control around them carries the label). */
export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { readonly size?: number };

/** The frame of every icon: a 16-unit stroked drawing at `size` px; props override the stroke. */
export const Svg = ({ size = 16, children, ...rest }: IconProps & { readonly children: ReactNode }) => (
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

export const AlertIcon = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="8" cy="8" r="6" />
    <path d="M8 5v3.5M8 11v0.01" />
  </Svg>
);

export const SpinnerIcon = (props: IconProps) => (
  <Svg {...props} className="latch-spinner">
    <path d="M8 2a6 6 0 016 6" />
  </Svg>
);
