import { useState } from 'react';
import { WalletIcon } from './icons.js';

export interface WalletImageProps {
  readonly src: string | undefined;
  readonly size: number;
  readonly className?: string;
}

/** A wallet's logo from the registry; a neutral wallet glyph when there is none or it fails to load. */
export function WalletImage({ src, size, className = 'latch-wallet-image' }: WalletImageProps) {
  const [failed, setFailed] = useState<string | undefined>(undefined);
  const usable = src !== undefined && src !== '' && failed !== src;
  return (
    <span className={className} style={{ width: size, height: size }} aria-hidden="true">
      {usable ? (
        <img
          src={src}
          alt=""
          width={size}
          height={size}
          loading="lazy"
          draggable={false}
          onError={() => setFailed(src)}
        />
      ) : (
        <WalletIcon size={Math.round(size * 0.45)} />
      )}
    </span>
  );
}
