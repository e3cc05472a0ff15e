import { createWriteStream, mkdirSync, type WriteStream } from 'node:fs';
import { join } from 'node:path';

/** pino's levels: below warn (40) a line is routine (a request served) and goes to the service's file only. */
const WARN = 40;
const LEVEL_NAMES: Readonly<Record<number, string>> = { 40: 'warn', 50: 'error', 60: 'fatal' };

/** A JSON log line of a service (pino's shape): its level and message, or undefined for any other line. */
const readJsonLine = (line: string): { readonly level: number; readonly msg: string } | undefined => {
  if (!line.startsWith('{')) return undefined;
  try {
    const value: unknown = JSON.parse(line);
    if (typeof value !== 'object' || value === null) return undefined;
    const { level, msg } = value as { level?: unknown; msg?: unknown };
    if (typeof level !== 'number') return undefined;
    return { level, msg: typeof msg === 'string' ? msg : '' };
  } catch {
    return undefined;
  }
};

/**
 * What the console shows of one line a service printed: plain lines as they are (a login code, "ready"),
 * JSON log lines only from warn up, shortened to their level and message; undefined: the file only.
 */
export const consoleLine = (line: string): string | undefined => {
  const json = readJsonLine(line);
  if (json === undefined) return line;
  if (json.level < WARN) return undefined;
  return `${LEVEL_NAMES[json.level] ?? `level ${json.level}`}: ${json.msg}`;
};

export interface ServiceLogs {
  /** Routes one line of `service`: appended to its file, and given to `log` when the console shows it. */
  write(service: string, line: string, log: (line: string) => void): void;
  /** Where `service`'s file is. */
  path(service: string): string;
  close(): Promise<void>;
}

/** One append-only file per service in `dir` (`<service>.log`), every line in it. */
export function createServiceLogs(dir: string): ServiceLogs {
  mkdirSync(dir, { recursive: true });
  const files = new Map<string, WriteStream>();
  let closed = false;
  const path = (service: string) => join(dir, `${service.replace(/[^\w.-]/g, '_')}.log`);
  const file = (service: string): WriteStream => {
    let stream = files.get(service);
    if (stream === undefined) {
      stream = createWriteStream(path(service), { flags: 'a' });
      files.set(service, stream);
    }
    return stream;
  };
  return {
    write(service, line, log) {
      // A line printed while the stack stops, after the files closed, is only shown.
      if (!closed) file(service).write(`${line}\n`);
      const shown = consoleLine(line);
      if (shown !== undefined) log(`[${service}] ${shown}`);
    },
    path,
    close: () => {
      closed = true;
      return Promise.all(
        [...files.values()].map((stream) => new Promise<void>((resolve) => stream.end(() => resolve()))),
      ).then(() => undefined);
    },
  };
}
