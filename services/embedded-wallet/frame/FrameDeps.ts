import type { Result } from 'neverthrow';
import type { ApprovalRequest } from './describeRequest.js';
import type { FrameStore } from './frameStore.js';
import type { FrameThemeVariables } from './frameThemeVariables.js';
import type { SessionSummary } from './protocol.js';
import type { WalletApi } from './walletApi.js';

/** What the frame's request handlers work with (main.ts wires the browser's; tests pass fakes). */
export interface FrameDeps {
  readonly api: WalletApi;
  readonly store: FrameStore;
  /** The chains the service signs on (the devnet chains locally); the first is the default. */
  readonly chainIds: readonly number[];
  /** The host page's origin, as checked on its messages (shown on every approval). */
  readonly hostOrigin: string;
  /** The wallet service's origin (this frame's): social login results must come from its callback page. */
  readonly ownOrigin: string;
  /** Shows an unsafe request in the frame; true once the user approves it. */
  approve(request: ApprovalRequest): Promise<boolean>;
  setTheme(mode: 'light' | 'dark'): void;
  /** The host's theme overrides, checked (frameThemeVariables.ts); the ones not given are taken away. */
  setThemeVariables(variables: FrameThemeVariables): void;
  /** Reloads the frame page (after the reply went out). */
  reload(): void;
  /** Posts SESSION_UPDATE to the host page. */
  sessionChanged(session: SessionSummary): void;
  /** Waits between two reads of a Farcaster sign-in's status; default a timer (tests pass their own). */
  readonly wait?: (ms: number) => Promise<void>;
}

/** One request's handler: its success payload, or the message of its _ERROR reply. */
export type FrameHandler = (payload: unknown) => Promise<Result<unknown, string>>;

/** Handlers by request name (pairs, turned into one table by the dispatcher). */
export type FrameHandlers = readonly (readonly [string, FrameHandler])[];

/** A payload as a record (anything else reads as empty). */
export const fieldsOf = (payload: unknown): Record<string, unknown> =>
  typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>) : {};
