/** What the service writes into the frame page (JSON in `#latch-frame-config`). */
export interface FrameConfig {
  readonly projectId: string;
  /** The project's allowed origins: the only host pages the frame talks to. */
  readonly allowedOrigins: readonly string[];
  /** Chains the service signs on; the first is the default. */
  readonly chainIds: readonly number[];
  /** `?chainId=` when the service signs on it. */
  readonly chainId?: number;
  /** The service's frame version (READY's payload). */
  readonly version: string;
  /** The social providers the service offers, in SPEC §2's order (READY's `socialProviders`). */
  readonly socialProviders: readonly string[];
  readonly enableLogger: boolean;
}

export const FRAME_CONFIG_ID = 'latch-frame-config';
