import type { IdSource, Platform } from '../ports/index.js';

/** Sequential, predictable ids: id-1, id-2, … */
export class SequentialIds implements IdSource {
  #next = 1;
  constructor(private readonly prefix = 'id') {}
  uuid(): string {
    return `${this.prefix}-${this.#next++}`;
  }
}

export class FixedPlatform implements Platform {
  constructor(
    public mobile = false,
    public url: string | undefined = 'https://app.example/page',
  ) {}
  isMobile(): boolean {
    return this.mobile;
  }
  pageUrl(): string | undefined {
    return this.url;
  }
}
