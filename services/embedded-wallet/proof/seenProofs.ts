/**
 * The ids of the proofs and approvals seen within the replay window: a second use of one is refused. Kept in
 * the service's memory (each instance its own: behind several instances, a proof replayed to another one within
 * the window is not caught; the window is short). Bounded: when full, new proofs are refused until old ones age out.
 */
export interface SeenProofs {
  /** Records `id` until `expiresAt`; false when it was already recorded (a replay) or the set is full. */
  add(id: string, expiresAt: number, now: number): 'new' | 'replay' | 'full';
}

export const createSeenProofs = (max = 200_000): SeenProofs => {
  const seen = new Map<string, number>();
  const prune = (now: number) => {
    // Insertion order is close to expiry order (one window for all): drop from the front while expired.
    for (const [id, expiresAt] of seen) {
      if (expiresAt > now) break;
      seen.delete(id);
    }
  };
  return {
    add: (id, expiresAt, now) => {
      prune(now);
      const known = seen.get(id);
      if (known !== undefined && known > now) return 'replay';
      if (seen.size >= max) return 'full';
      seen.set(id, expiresAt);
      return 'new';
    },
  };
};
