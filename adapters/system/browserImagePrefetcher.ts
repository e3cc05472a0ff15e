import type { ImagePrefetcher } from '../../ports/index.js';

/**
 * Prefetches through the browser's image cache: one `Image` per URL (no Referer, like every image the modal
 * shows), settled when each has loaded or failed. Without a DOM (a server, a script) there is nothing to warm.
 */
export const createBrowserImagePrefetcher = (): ImagePrefetcher => ({
  prefetch(urls) {
    if (typeof globalThis.Image !== 'function') return Promise.resolve();
    return Promise.all(
      urls.map(
        (url) =>
          new Promise<void>((resolve) => {
            const image = new globalThis.Image();
            image.referrerPolicy = 'no-referrer';
            image.onload = () => resolve();
            image.onerror = () => resolve();
            image.src = url;
          }),
      ),
    ).then(() => undefined);
  },
});
