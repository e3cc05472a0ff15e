import { type ReactElement, useState } from 'react';
import { IMAGE_REFERRER_POLICY, safeImageSrc } from './safeUrls.js';

/**
 * A decorative image (`src` at `size` px, loaded lazily), or null when there is no `src` or it failed to
 * load, or the URL policy refuses it (not http(s) or a data: image): the caller shows its own fallback (a glyph,
 * a monogram). A failure is remembered for that `src` only.
 */
export function useFallibleImage(given: string | undefined, size: number): ReactElement | null {
  const [failed, setFailed] = useState<string | undefined>(undefined);
  const src = safeImageSrc(given);
  if (src === undefined || failed === src) return null;
  return (
    <img
      src={src}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      referrerPolicy={IMAGE_REFERRER_POLICY}
      draggable={false}
      onError={() => setFailed(src)}
    />
  );
}
