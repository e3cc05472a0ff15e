import type { ImagePrefetcher } from '../ports/index.js';

/**
 * The ImagePrefetcher of tests: records each prefetch's URLs and settles at once, or never while `hold` is set
 * (to see the core's own timeout).
 */
export class MemoryImagePrefetcher implements ImagePrefetcher {
  readonly calls: (readonly string[])[] = [];
  hold = false;

  prefetch(urls: readonly string[]): Promise<void> {
    this.calls.push([...urls]);
    return this.hold ? new Promise<void>(() => undefined) : Promise.resolve();
  }
}
