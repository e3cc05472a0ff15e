/** Body of POST /e (CONTRACTS §1). */
export interface AnalyticsEnvelope {
  readonly eventId: string;
  readonly url: string;
  readonly domain: string;
  readonly timestamp: number;
  readonly props: Readonly<Record<string, unknown>>;
}

export interface AnalyticsSink {
  send(envelope: AnalyticsEnvelope): Promise<void>;
}
