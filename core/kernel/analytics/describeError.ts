import type { PortFailure } from '../../../ports/index.js';
import { isPortFailure, LatchError } from '../../lib/errors/index.js';

/** The error fields of an error-telemetry envelope (SPEC §7). */
export interface ErrorDescription {
  /** Catalogue code, port-failure kind or error class name; 'UnknownError' otherwise. */
  readonly errorType: string;
  readonly errorMessage: string;
  /** The stack when the error has one, '' otherwise. */
  readonly stackTrace: string;
}

const UNKNOWN = 'UnknownError';

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null;

const describePortFailure = (failure: PortFailure): string => {
  switch (failure.kind) {
    case 'HttpFailure':
      return `HTTP ${failure.status}${failure.description === undefined ? '' : `: ${failure.description}`}`;
    case 'NetworkFailure':
      return failure.message;
    case 'ProviderRpcFailure':
      return `${failure.code}: ${failure.message}`;
    case 'UnsupportedFailure':
      return `unsupported capability ${failure.capability}`;
  }
};

const stringify = (value: unknown): string => {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
};

/** Describes anything that was thrown or rejected, without ever throwing itself. */
export function describeError(error: unknown): ErrorDescription {
  if (error instanceof LatchError) {
    return { errorType: error.code, errorMessage: error.message, stackTrace: error.stack ?? '' };
  }
  if (error instanceof Error) {
    return { errorType: error.name, errorMessage: error.message, stackTrace: error.stack ?? '' };
  }
  if (isPortFailure(error)) {
    return { errorType: error.kind, errorMessage: describePortFailure(error), stackTrace: '' };
  }
  if (typeof error === 'string') return { errorType: UNKNOWN, errorMessage: error, stackTrace: '' };
  if (isRecord(error) && typeof error.message === 'string') {
    const errorType = typeof error.name === 'string' ? error.name : UNKNOWN;
    return { errorType, errorMessage: error.message, stackTrace: '' };
  }
  return { errorType: UNKNOWN, errorMessage: stringify(error), stackTrace: '' };
}
