/**
 * Milliseconds left before another trigger is allowed, always in [0, cooldownMs].
 *
 * Safe rule for bad clocks and bad data: a `last` time up to one cooldown in the future (clock skew)
 * counts as now, so the wait never exceeds `cooldownMs`; a time further ahead, or not a finite number,
 * is corrupt and ignored. Any stored value can therefore block only while the clock is within one
 * cooldown either side of it — two cooldowns in all — and never locks the user out for good.
 */
export function cooldownRemaining(last: number | undefined, now: number, cooldownMs: number): number {
  if (last === undefined || !Number.isFinite(last) || last > now + cooldownMs) return 0;
  const elapsed = Math.max(0, now - last);
  return Math.max(0, cooldownMs - elapsed);
}
