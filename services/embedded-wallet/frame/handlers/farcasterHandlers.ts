import { err, ok } from 'neverthrow';
import type { FrameDeps, FrameHandlers } from '../FrameDeps.js';
import { type IdentityLogin, signedInWith } from './userOf.js';

/** CONTRACTS §4: the status is read every second, for at most 300 s. */
export const FARCASTER_POLL_MS = 1_000;
export const FARCASTER_TIMEOUT_MS = 300_000;
export const FARCASTER_TIMED_OUT = 'The Farcaster sign-in timed out. Please try again';
export const FARCASTER_REPLACED = 'This Farcaster sign-in was replaced by a newer one';
export const FARCASTER_NOT_STARTED = 'No Farcaster sign-in is under way. Please try again';
export const FARCASTER_CANCELLED = 'The Farcaster sign-in was cancelled';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** 192 random bits, base64url (the service takes 22–128 such characters). */
const newBinding = (): string =>
  btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(24))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/**
 * GET_FARCASTER_URI → {url}: the service opens a channel on our relay for this host page, bound to a random
 * binding this frame keeps in memory (a new one replaces the last); the connect URI is shown as QR code and
 * link. CONNECT_FARCASTER → {userName, address, …}: the service is asked every second (it reads the relay's
 * status) until the approving app has answered and the sign-in is verified, for at most 300 s; the session token
 * stays here, the host page hears SESSION_UPDATE. CANCEL_FARCASTER (the host page left ConnectingFarcaster): the
 * sign-in under way is dropped here — its wait ends, a later approval opens nothing — and the service forgets it.
 */
export const farcasterHandlers = (deps: FrameDeps): FrameHandlers => {
  let binding: string | undefined;
  /** The binding given up by CANCEL_FARCASTER (its wait says so rather than "replaced"). */
  let cancelled: string | undefined;
  const wait = deps.wait ?? sleep;
  const gone = (mine: string) => err(cancelled === mine ? FARCASTER_CANCELLED : FARCASTER_REPLACED);
  return [
    [
      'GET_FARCASTER_URI',
      async () => {
        const mine = newBinding();
        binding = mine;
        const started = await deps.api.post<{ url: string }>('/v1/farcaster/start', { binding: mine });
        if (started.isErr()) {
          if (binding === mine) binding = undefined;
          return err(started.error.message);
        }
        return ok({ url: started.value.url });
      },
    ],
    [
      'CONNECT_FARCASTER',
      async () => {
        const mine = binding;
        if (mine === undefined) return err(FARCASTER_NOT_STARTED);
        for (let round = 0; round * FARCASTER_POLL_MS < FARCASTER_TIMEOUT_MS; round += 1) {
          if (round > 0) await wait(FARCASTER_POLL_MS);
          if (binding !== mine) return gone(mine);
          const polled = await deps.api.post<IdentityLogin | { state: 'pending' }>('/v1/farcaster/connect', {
            binding: mine,
          });
          if (binding !== mine) return gone(mine);
          if (polled.isErr()) {
            binding = undefined;
            return err(polled.error.message);
          }
          if (!('token' in polled.value)) continue;
          binding = undefined;
          return ok(signedInWith(deps, polled.value));
        }
        if (binding === mine) binding = undefined;
        return err(FARCASTER_TIMED_OUT);
      },
    ],
    [
      'CANCEL_FARCASTER',
      async () => {
        const mine = binding;
        if (mine === undefined) return ok(undefined);
        binding = undefined;
        cancelled = mine;
        // The service forgets the sign-in too; a failure there leaves it to expire (this frame no longer asks).
        await deps.api.post('/v1/farcaster/cancel', { binding: mine });
        return ok(undefined);
      },
    ],
  ];
};
