import { encode, QrCodeDataType } from 'uqr';

/** A module position: column, row. */
export type QrPoint = readonly [x: number, y: number];

/** What the QR code component draws: dots for dark data modules, three finder eyes, and the logo hole. */
export interface QrModel {
  /** Modules per side (without quiet zone). */
  readonly size: number;
  /** Dark modules outside the finder patterns and the logo hole. */
  readonly dots: readonly QrPoint[];
  /** Top-left corner of each 7×7 finder pattern. */
  readonly finders: readonly QrPoint[];
  /** The square left empty for the logo (first module and side length), absent when no logo is asked for. */
  readonly hole: { readonly start: number; readonly length: number } | undefined;
}

/** The logo takes at most this share of the side: well inside what error-correction level H restores (30 %). */
export const MAX_LOGO_RATIO = 0.25;

/**
 * Encodes `data` at error-correction level H and lays it out for drawing. With `logoRatio` > 0 a centred
 * square (odd number of modules, at most MAX_LOGO_RATIO of the side) is left empty for a logo.
 */
export const buildQrModel = (data: string, logoRatio = 0.22): QrModel => {
  const qr = encode(data, { ecc: 'H', border: 0 });
  const { size } = qr;
  const ratio = Math.min(Math.max(logoRatio, 0), MAX_LOGO_RATIO);
  let length = Math.floor(size * ratio);
  if (length % 2 === 0) length -= 1;
  const hole = length >= 3 ? { start: (size - length) / 2, length } : undefined;
  const inHole = (x: number, y: number) =>
    hole !== undefined &&
    x >= hole.start &&
    x < hole.start + hole.length &&
    y >= hole.start &&
    y < hole.start + hole.length;
  const dots: QrPoint[] = [];
  qr.data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (!dark || qr.types[y]?.[x] === QrCodeDataType.Position || inHole(x, y)) return;
      dots.push([x, y]);
    });
  });
  const far = size - 7;
  return {
    size,
    dots,
    finders: [
      [0, 0],
      [far, 0],
      [0, far],
    ],
    hole,
  };
};
