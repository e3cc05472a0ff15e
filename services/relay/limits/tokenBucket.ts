export interface RateLimit {
  /** Requests a client may send in a burst. */
  readonly burst: number;
  /** Requests per second the bucket refills. */
  readonly perSecond: number;
}

/** One token bucket: each request takes a token; an empty bucket refuses until it refills. */
export interface TokenBucket {
  /** True when one more request may go now (and counts it). */
  take(now: number): boolean;
  /** True when the bucket has been refilled to its burst (nothing owed). */
  isFull(now: number): boolean;
}

export function createTokenBucket(limit: RateLimit, createdAt: number): TokenBucket {
  let tokens = limit.burst;
  let updatedAt = createdAt;
  const refill = (now: number) => {
    const elapsed = Math.max(0, now - updatedAt) / 1000;
    tokens = Math.min(limit.burst, tokens + elapsed * limit.perSecond);
    updatedAt = now;
  };
  return {
    take(now) {
      refill(now);
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
    isFull(now) {
      refill(now);
      return tokens >= limit.burst;
    },
  };
}

/** Per-key token buckets (one per client address). */
export interface TokenBuckets {
  /** True when `key` may send one more request now (and counts it). */
  take(key: string, now: number): boolean;
  /** Forgets buckets that have been full for a while, so idle clients cost nothing. */
  sweep(now: number): void;
  readonly size: number;
}

export function createTokenBuckets(limit: RateLimit): TokenBuckets {
  const buckets = new Map<string, TokenBucket>();
  return {
    take(key, now) {
      let bucket = buckets.get(key);
      if (bucket === undefined) {
        bucket = createTokenBucket(limit, now);
        buckets.set(key, bucket);
      }
      return bucket.take(now);
    },
    sweep(now) {
      for (const [key, bucket] of buckets) if (bucket.isFull(now)) buckets.delete(key);
    },
    get size() {
      return buckets.size;
    },
  };
}
