export declare const CHROMIUM_PATH: string;
export declare const BROWSER_TESTS: readonly string[];
export declare const withoutChromium: (
  path?: string,
  exists?: (path: string) => boolean,
) => { readonly line: string; readonly env: Readonly<Record<string, string>> } | undefined;
