import { type ReactElement, useId } from 'react';
import type { ChainNamespace } from '../../ports/index.js';

/** Solana's mark (three slanted bars, purple to green) on the dark disc of the network images. */
function SolanaMark({ size }: { readonly size: number }) {
  const gradient = `latch-solana-${useId().replace(/:/g, '')}`;
  return (
    <svg viewBox="0 0 64 64" width={size} height={size} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradient} x1="0" y1="1" x2="1" y2="0">
          <stop offset="0" stopColor="#9945ff" />
          <stop offset="1" stopColor="#14f195" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="32" fill="#101828" />
      <g fill={`url(#${gradient})`}>
        <path d="M22 18h27l-6 7H16z" />
        <path d="M42 28.5H15l6 7h27z" />
        <path d="M22 39h27l-6 7H16z" />
      </g>
    </svg>
  );
}

/** The marks of NAMESPACE_MARKED's namespaces (fetched with the first network that shows one). */
const MARKS: Partial<Readonly<Record<ChainNamespace, (props: { readonly size: number }) => ReactElement>>> = {
  solana: SolanaMark,
};

/** A namespace's default image (see NetworkImage); nothing for a namespace without one. */
export function NamespaceMark({
  namespace,
  size,
}: {
  readonly namespace: ChainNamespace;
  readonly size: number;
}) {
  const Mark = MARKS[namespace];
  return Mark === undefined ? null : <Mark size={size} />;
}
