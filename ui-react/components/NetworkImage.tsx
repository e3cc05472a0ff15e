import { lazy, Suspense, useState } from 'react';
import type { ChainNamespace, Network } from '../../ports/index.js';
import { useStyles } from '../shell/styleSheets.js';
import { networkMonogram } from './networkMonogram.js';
import { IMAGE_REFERRER_POLICY, safeImageSrc } from './safeUrls.js';

/** Its own sheet: the image renders in the modal and in the header's network button alike. */
const networkImageStyles = `
.latch-network-image{display:inline-flex;align-items:center;justify-content:center;flex-shrink:0;overflow:hidden;
  border-radius:var(--latch-radius-full);background:var(--latch-bg-175);box-shadow:inset 0 0 0 1px var(--latch-color-border);}
.latch-network-image img{width:100%;height:100%;object-fit:cover;}
.latch-network-monogram{color:#ffffff;font-weight:600;letter-spacing:0;line-height:1;}
`;

/**
 * SPEC §3's default chain images, keyed by namespace: what a network without an image of its own (or whose image
 * failed) shows instead of its monogram. Solana's mark so far; its drawing is a chunk of its own
 * (namespaceMarks.tsx), the monogram showing until it arrives.
 */
const NAMESPACE_MARKED: ReadonlySet<ChainNamespace> = new Set(['solana']);
const NamespaceMark = lazy(() =>
  import('./namespaceMarks.js').then((module) => ({ default: module.NamespaceMark })),
);

/** Hues for monograms, picked from the network id so a network keeps its colour. */
const hueOf = (id: string): number => {
  let hash = 0;
  for (const char of id) hash = (hash * 33 + char.charCodeAt(0)) >>> 0;
  return hash % 360;
};

/**
 * A network's image (assets.imageUrl); when it has none or it fails to load, its namespace's default image
 * (NAMESPACE_MARKED: Solana's mark), else a coloured monogram.
 */
export function NetworkImage({ network, size }: { readonly network: Network; readonly size: number }) {
  useStyles('network-image', networkImageStyles);
  const [failed, setFailed] = useState<string | undefined>(undefined);
  const src = safeImageSrc(network.assets?.imageUrl);
  const style = { width: size, height: size };
  if (src && failed !== src) {
    return (
      <span className="latch-network-image" style={style} aria-hidden="true">
        <img
          src={src}
          alt=""
          width={size}
          height={size}
          draggable={false}
          referrerPolicy={IMAGE_REFERRER_POLICY}
          onError={() => setFailed(src)}
        />
      </span>
    );
  }
  const hue = hueOf(network.caipNetworkId);
  const monogram = (
    <span
      className="latch-network-image latch-network-monogram"
      style={{
        ...style,
        fontSize: Math.round(size * 0.4),
        background: `linear-gradient(135deg, hsl(${hue} 62% 52%), hsl(${(hue + 40) % 360} 62% 40%))`,
      }}
      aria-hidden="true"
    >
      {networkMonogram(network.name)}
    </span>
  );
  if (!NAMESPACE_MARKED.has(network.chainNamespace)) return monogram;
  return (
    <Suspense fallback={monogram}>
      <span
        className="latch-network-image"
        style={style}
        aria-hidden="true"
        data-namespace-mark={network.chainNamespace}
      >
        <NamespaceMark namespace={network.chainNamespace} size={size} />
      </span>
    </Suspense>
  );
}
