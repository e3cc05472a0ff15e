import type fc from 'fast-check';

export type FuzzMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';

/** One route of a service, as its code declares it. */
export interface FuzzRoute {
  readonly method: FuzzMethod;
  /** `:name` segments are generated from the vocabulary. */
  readonly path: string;
  readonly query?: readonly string[];
  /** A valid body, sent as it is or with one to three fields mutated. */
  readonly sample?: Readonly<Record<string, unknown>>;
  /** Body encoding: JSON (default) or an urlencoded form. */
  readonly encoding?: 'json' | 'form';
  /** A WebSocket upgrade request (the relay). */
  readonly upgrade?: boolean;
}

/** What a service contributes: its routes, the values its validation wants, the headers it reads. */
export interface FuzzSpec {
  readonly routes: readonly FuzzRoute[];
  readonly vocabulary: readonly string[];
  /** Header name → likely values (project keys, host origins, tokens). */
  readonly headers?: Readonly<Record<string, readonly string[]>>;
  /** Payloads sent as one WebSocket text frame after a 101. */
  readonly frames?: fc.Arbitrary<string>;
}

export interface StartedFuzzService {
  readonly port: number;
  readonly spec: FuzzSpec;
  /** A normal request and the status it gets, asked after the run. */
  readonly health: { readonly target: string; readonly status: number };
  close(): Promise<void>;
}

/** One HTTP server of the stack, started in-process on a free port the way its tests start it. */
export interface FuzzService {
  readonly name: string;
  start(): Promise<StartedFuzzService>;
}
