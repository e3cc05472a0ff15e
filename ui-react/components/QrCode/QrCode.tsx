import { type ReactNode, useMemo } from 'react';
import { buildQrModel } from './buildQrModel.js';

/** Quiet zone around the code, in modules (the frame around the SVG adds a little more). */
const QUIET = 3;
const DOT_RADIUS = 0.42;
const INK = '#141414';

export interface QrCodeProps {
  readonly uri: string;
  /** Drawn in the middle of the code (error-correction level H restores what it covers). */
  readonly logo: ReactNode;
}

/** All dark data modules as one path of round dots. */
const dotsPath = (dots: readonly (readonly [number, number])[]): string =>
  dots
    .map(([x, y]) => {
      const cx = x + 0.5 - DOT_RADIUS;
      const cy = y + 0.5;
      return `M${cx} ${cy}a${DOT_RADIUS} ${DOT_RADIUS} 0 1 0 ${DOT_RADIUS * 2} 0a${DOT_RADIUS} ${DOT_RADIUS} 0 1 0 ${-DOT_RADIUS * 2} 0`;
    })
    .join('');

/** A pairing uri as a QR code (uqr, level H): round dots, rounded finder eyes, a logo in the centre; crisp at any size. */
export function QrCode({ uri, logo }: QrCodeProps) {
  const model = useMemo(() => buildQrModel(uri), [uri]);
  const side = model.size + QUIET * 2;
  const hole = model.hole;
  return (
    <div className="latch-qr" data-testid="latch-qr">
      <svg
        viewBox={`${-QUIET} ${-QUIET} ${side} ${side}`}
        role="img"
        aria-label="QR code to scan with a wallet app"
        shapeRendering="geometricPrecision"
      >
        <rect x={-QUIET} y={-QUIET} width={side} height={side} fill="#ffffff" />
        {model.finders.map(([x, y]) => (
          <g key={`${x}-${y}`} fill={INK}>
            <path
              fillRule="evenodd"
              d={`M${x + 2} ${y}h3a2 2 0 0 1 2 2v3a2 2 0 0 1-2 2h-3a2 2 0 0 1-2-2v-3a2 2 0 0 1 2-2z
                M${x + 2.2} ${y + 1}h2.6a1.2 1.2 0 0 1 1.2 1.2v2.6a1.2 1.2 0 0 1-1.2 1.2h-2.6a1.2 1.2 0 0 1-1.2-1.2v-2.6a1.2 1.2 0 0 1 1.2-1.2z`}
            />
            <rect x={x + 2} y={y + 2} width={3} height={3} rx={0.9} />
          </g>
        ))}
        <path d={dotsPath(model.dots)} fill={INK} />
      </svg>
      {hole ? (
        <div
          className="latch-qr-logo"
          style={{
            width: `${((hole.length - 1) / side) * 100}%`,
            height: `${((hole.length - 1) / side) * 100}%`,
          }}
        >
          {logo}
        </div>
      ) : null}
    </div>
  );
}
