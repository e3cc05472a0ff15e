/** CONTRACTS §3 and SPEC §9: the envelope prefixes and the waits of the embedded-wallet frame. */
export const APP_PREFIX = '@w3m-app/';
export const FRAME_PREFIX = '@w3m-frame/';
export const READY_TIMEOUT_MS = 20_000;
export const REQUEST_TIMEOUT_MS = 30_000;
/** How often a frame that something waits on is checked for being gone (removed, navigated). */
export const FRAME_WATCH_MS = 1_000;
/** SPEC §4: the frame is used 500 ms after its READY event. */
export const AFTER_READY_DELAY_MS = 500;

/**
 * The keys of the host's `themeVariables` the frame's approval panel follows (SYNC_THEME); the frame checks each
 * value again (services/embedded-wallet/frame/frameThemeVariables.ts).
 */
export const FRAME_THEME_KEYS: readonly string[] = [
  '--latch-accent',
  '--latch-font-family',
  '--latch-border-radius-master',
];

/** The host's theme variables the frame follows, strings of at most 120 characters and finite numbers. */
export const frameThemeVariables = (
  variables: Readonly<Record<string, string | number>>,
): Record<string, string | number> => {
  const picked: Record<string, string | number> = {};
  for (const key of FRAME_THEME_KEYS) {
    const value = Object.hasOwn(variables, key) ? variables[key] : undefined;
    if (
      (typeof value === 'string' && value.length <= 120) ||
      (typeof value === 'number' && Number.isFinite(value))
    )
      picked[key] = value;
  }
  return picked;
};

/** A frame envelope `{type, id?, payload?}` with its prefix taken off, or undefined when it is not one. */
export interface FrameEnvelope {
  readonly name: string;
  readonly id: string | undefined;
  readonly payload: unknown;
}

export const parseFrameEnvelope = (data: unknown): FrameEnvelope | undefined => {
  if (typeof data !== 'object' || data === null) return undefined;
  const { type, id, payload } = data as Record<string, unknown>;
  if (typeof type !== 'string' || !type.startsWith(FRAME_PREFIX)) return undefined;
  return { name: type.slice(FRAME_PREFIX.length), id: typeof id === 'string' ? id : undefined, payload };
};

/** The frame page's address: `<service>/sdk?projectId&chainId&version&enableLogger`. */
export const frameUrl = (args: {
  readonly walletServiceUrl: string;
  readonly projectId: string;
  readonly chainId: string | number;
  readonly version: string;
  readonly enableLogger?: boolean;
}): URL => {
  const url = new URL(
    'sdk',
    args.walletServiceUrl.endsWith('/') ? args.walletServiceUrl : `${args.walletServiceUrl}/`,
  );
  url.searchParams.set('projectId', args.projectId);
  url.searchParams.set('chainId', String(args.chainId));
  url.searchParams.set('version', args.version);
  if (args.enableLogger === true) url.searchParams.set('enableLogger', 'true');
  return url;
};
