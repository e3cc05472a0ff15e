import type { ReactNode } from 'react';
import { type IconProps, Svg } from '../../components/icons.js';

/** Icons of the history list (decorative: the row's text says the same), drawn a little bolder. */
const Icon = (props: IconProps & { readonly children: ReactNode }) => <Svg strokeWidth={1.8} {...props} />;

export const ArrowOutIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M5 11l6-6M6 5h5v5" />
  </Icon>
);

export const ArrowInIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M11 5l-6 6M10 11H5V6" />
  </Icon>
);

export const SwapIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M3.5 6h9l-2.5-2.5M12.5 10h-9l2.5 2.5" />
  </Icon>
);

export const DotIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="8" cy="8" r="2" fill="currentColor" />
  </Icon>
);

export const ActivityIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="8" cy="8" r="5.5" />
    <path d="M8 5v3l2 1.5" />
  </Icon>
);
