import fc from 'fast-check';
import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { buildQrModel, MAX_LOGO_RATIO, type QrModel } from './buildQrModel.js';

const SCALE = 4;
const QUIET = 4;

/** Rasterises what the component draws (dots as full modules, finder eyes as the standard pattern). */
const rasterise = (model: QrModel) => {
  const side = (model.size + QUIET * 2) * SCALE;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  const paint = (x: number, y: number) => {
    for (let dy = 0; dy < SCALE; dy++)
      for (let dx = 0; dx < SCALE; dx++) {
        const offset = (((y + QUIET) * SCALE + dy) * side + (x + QUIET) * SCALE + dx) * 4;
        pixels.fill(0, offset, offset + 3);
      }
  };
  for (const [x, y] of model.dots) paint(x, y);
  for (const [fx, fy] of model.finders)
    for (let y = 0; y < 7; y++)
      for (let x = 0; x < 7; x++) {
        const ring = x === 0 || y === 0 || x === 6 || y === 6;
        const eye = x >= 2 && x <= 4 && y >= 2 && y <= 4;
        if (ring || eye) paint(fx + x, fy + y);
      }
  return jsQR(pixels, side, side)?.data;
};

const PAIRING =
  'wc:7f6e504bfad60b485450578e05678ed3c1d2e5f4a7b8c9d0e1f2a3b4c5d6e7f8@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303&expiryTimestamp=1767225840';

describe('buildQrModel', () => {
  it('lays a WalletConnect pairing uri out with three finder eyes and a centred logo hole', () => {
    const model = buildQrModel(PAIRING);
    expect(model.finders).toEqual([
      [0, 0],
      [model.size - 7, 0],
      [0, model.size - 7],
    ]);
    expect(model.hole?.length).toBeGreaterThanOrEqual(3);
    expect((model.hole?.length ?? 0) % 2).toBe(1);
    expect(model.hole?.start).toBe((model.size - (model.hole?.length ?? 0)) / 2);
    expect(rasterise(model)).toBe(PAIRING);
  });

  it('leaves no hole without a logo', () => {
    expect(buildQrModel('wc:short', 0).hole).toBeUndefined();
  });

  it('property: what is drawn, logo hole included, still scans back to the uri', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'abcdef0123456789:@?=&-_.'), minLength: 1, maxLength: 260 }),
        fc.double({ min: 0, max: 0.5, noNaN: true }),
        (text, ratio) => {
          const model = buildQrModel(`wc:${text}`, ratio);
          expect(rasterise(model)).toBe(`wc:${text}`);
          const hole = model.hole;
          if (hole) {
            expect(hole.length).toBeLessThanOrEqual(Math.floor(model.size * MAX_LOGO_RATIO));
            for (const [x, y] of model.dots) {
              const inside =
                x >= hole.start &&
                x < hole.start + hole.length &&
                y >= hole.start &&
                y < hole.start + hole.length;
              expect(inside).toBe(false);
            }
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});
