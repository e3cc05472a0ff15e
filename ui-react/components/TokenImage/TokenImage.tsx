import { useFallibleImage } from '../useFallibleImage.js';

/** A token's icon, or a round monogram of its symbol when it has none or the icon fails to load. */
export function TokenImage({
  src,
  symbol,
  size,
}: {
  readonly src: string;
  readonly symbol: string;
  readonly size: number;
}) {
  const image = useFallibleImage(src, size);
  const style = { width: size, height: size };
  if (image) {
    return (
      <span className="latch-token-image" style={style} aria-hidden="true">
        {image}
      </span>
    );
  }
  return (
    <span
      className="latch-token-image latch-token-monogram"
      style={{ ...style, fontSize: Math.round(size * 0.36) }}
      aria-hidden="true"
    >
      {[...symbol.trim()].slice(0, 3).join('').toUpperCase()}
    </span>
  );
}
