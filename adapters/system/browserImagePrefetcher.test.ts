import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBrowserImagePrefetcher } from './browserImagePrefetcher.js';

/** A stand-in for the DOM's Image: records what it was asked to load; the test settles each. */
class FakeImage {
  static made: FakeImage[] = [];
  referrerPolicy = '';
  src = '';
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor() {
    FakeImage.made.push(this);
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeImage.made = [];
});

describe('createBrowserImagePrefetcher', () => {
  it('loads each URL without a Referer and settles once every image loaded or failed', async () => {
    vi.stubGlobal('Image', FakeImage);
    let settled = false;
    const done = createBrowserImagePrefetcher()
      .prefetch(['https://img.example/a.webp', '/b.png'])
      .then(() => {
        settled = true;
      });
    expect(FakeImage.made.map((image) => [image.src, image.referrerPolicy])).toEqual([
      ['https://img.example/a.webp', 'no-referrer'],
      ['/b.png', 'no-referrer'],
    ]);
    FakeImage.made[0]?.onload?.();
    await Promise.resolve();
    expect(settled).toBe(false);
    FakeImage.made[1]?.onerror?.();
    await done;
    expect(settled).toBe(true);
  });

  it('without a DOM there is nothing to load', async () => {
    vi.stubGlobal('Image', undefined);
    await expect(createBrowserImagePrefetcher().prefetch(['https://img.example/a.webp'])).resolves.toBe(
      undefined,
    );
  });
});
