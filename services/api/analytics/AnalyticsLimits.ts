/** Bounds of what POST /e accepts and keeps. */
export interface AnalyticsLimits {
  /** Largest `props`, as JSON bytes. Default 16384 (ANALYTICS_PROPS_MAX_BYTES). */
  readonly propsMaxBytes: number;
  /** Most object keys in `props`, all levels together. Default 64 (ANALYTICS_PROPS_MAX_KEYS). */
  readonly propsMaxKeys: number;
  /** Deepest nesting of `props` (`{}` is 1). Default 4 (ANALYTICS_PROPS_MAX_DEPTH). */
  readonly propsMaxDepth: number;
  /** Events accepted per project and UTC day; past it a 429. Default 100000 (ANALYTICS_DAILY_QUOTA). */
  readonly dailyQuota: number;
}

export const DEFAULT_ANALYTICS_LIMITS: AnalyticsLimits = {
  propsMaxBytes: 16_384,
  propsMaxKeys: 64,
  propsMaxDepth: 4,
  dailyQuota: 100_000,
};

/** Days an analytics event is kept before it is deleted. Default 30 (ANALYTICS_RETENTION_DAYS). */
export const DEFAULT_ANALYTICS_RETENTION_DAYS = 30;
