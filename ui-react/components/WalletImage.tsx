import { WalletIcon } from './icons.js';
import { useFallibleImage } from './useFallibleImage.js';

export interface WalletImageProps {
  readonly src: string | undefined;
  readonly size: number;
  readonly className?: string;
}

/** A wallet's logo from the registry; a neutral wallet glyph when there is none or it fails to load. */
export function WalletImage({ src, size, className = 'latch-wallet-image' }: WalletImageProps) {
  const image = useFallibleImage(src, size);
  return (
    <span className={className} style={{ width: size, height: size }} aria-hidden="true">
      {image ?? <WalletIcon size={Math.round(size * 0.45)} />}
    </span>
  );
}
