import { type ReactElement, useState } from 'react';

/**
 * A decorative image (`src` at `size` px, loaded lazily), or null when there is no `src` or it failed to
 * load: the caller shows its own fallback (a glyph, a monogram). A failure is remembered for that `src` only.
 */
export function useFallibleImage(src: string | undefined, size: number): ReactElement | null {
  const [failed, setFailed] = useState<string | undefined>(undefined);
  if (src === undefined || src === '' || failed === src) return null;
  return (
    <img
      src={src}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      draggable={false}
      onError={() => setFailed(src)}
    />
  );
}
