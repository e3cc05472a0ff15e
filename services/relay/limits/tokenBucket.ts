export interface RateLimit {
  /** Requests a client may send in a burst. */
  readonly burst: number;
  /** Requests per second the bucket refills. */
  readonly perSecond: number;
}

/** Per-key token buckets: each request takes a token; an empty bucket refuses until it refills. */
export interface TokenBuckets {
  /** True when `key` may send one more request now (and counts it). */
  take(key: string, now: number): boolean;
  /** Forgets buckets that have been full for a while, so idle clients cost nothing. */
  sweep(now: number): void;
  readonly size: number;
}

interface Bucket {
  tokens: number;
  updatedAt: number;
}

export function createTokenBuckets(limit: RateLimit): TokenBuckets {
  const buckets = new Map<string, Bucket>();
  const refill = (bucket: Bucket, now: number) => {
    const elapsed = Math.max(0, now - bucket.updatedAt) / 1000;
    bucket.tokens = Math.min(limit.burst, bucket.tokens + elapsed * limit.perSecond);
    bucket.updatedAt = now;
  };
  return {
    take(key, now) {
      let bucket = buckets.get(key);
      if (bucket === undefined) {
        bucket = { tokens: limit.burst, updatedAt: now };
        buckets.set(key, bucket);
      }
      refill(bucket, now);
      if (bucket.tokens < 1) return false;
      bucket.tokens -= 1;
      return true;
    },
    sweep(now) {
      for (const [key, bucket] of buckets) {
        refill(bucket, now);
        if (bucket.tokens >= limit.burst) buckets.delete(key);
      }
    },
    get size() {
      return buckets.size;
    },
  };
}
