/** The parts of measure.mjs's `--json` output this tool reads (see its `summarize` and `runOnce`). */
export interface MeasureStat {
  readonly med: number | null;
}

export interface MeasureBytes {
  readonly files: number;
  readonly raw: number;
  readonly gz: number;
  readonly br: number;
}

export interface MeasureSummary {
  readonly name: string;
  readonly n: number;
  readonly opened: number;
  readonly initial: MeasureBytes;
  readonly afterOpen: MeasureBytes;
  readonly ready: MeasureStat;
  readonly open: MeasureStat;
  readonly heapLoad: MeasureStat;
  readonly heapOpen: MeasureStat;
  readonly errors?: readonly string[];
}

export interface MeasureRequest {
  readonly phase: string;
  readonly host: string;
  readonly url: string;
}

export interface MeasureRun {
  /** External requests only (the harness drops the others from the JSON). */
  readonly reqs: readonly MeasureRequest[];
  readonly ws: readonly { readonly phase: string; readonly url: string }[];
}

export interface MeasureReport {
  readonly date: string;
  readonly runs: number;
  readonly summary: readonly MeasureSummary[];
  readonly raw: Readonly<Record<string, readonly MeasureRun[]>>;
}

type Fields = Readonly<Record<string, unknown>>;
const isRecord = (value: unknown): value is Fields => typeof value === 'object' && value !== null;
const field = (value: unknown, key: string): unknown => (isRecord(value) ? value[key] : undefined);
const list = (value: unknown): readonly unknown[] => (Array.isArray(value) ? value : []);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const count = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const measured = (value: unknown): MeasureStat => {
  const med = field(value, 'med');
  return { med: typeof med === 'number' && Number.isFinite(med) ? med : null };
};
const bytes = (value: unknown): MeasureBytes => ({
  files: count(field(value, 'files')),
  raw: count(field(value, 'raw')),
  gz: count(field(value, 'gz')),
  br: count(field(value, 'br')),
});
const readSummary = (value: unknown): MeasureSummary => {
  const name = field(value, 'name');
  if (typeof name !== 'string' || !isRecord(field(value, 'initial')))
    throw new Error('not a measure.mjs report (a summary without name / initial)');
  return {
    name,
    n: count(field(value, 'n')),
    opened: count(field(value, 'opened')),
    initial: bytes(field(value, 'initial')),
    afterOpen: bytes(field(value, 'afterOpen')),
    ready: measured(field(value, 'ready')),
    open: measured(field(value, 'open')),
    heapLoad: measured(field(value, 'heapLoad')),
    heapOpen: measured(field(value, 'heapOpen')),
    errors: list(field(value, 'errors')).map(text),
  };
};
const readRun = (value: unknown): MeasureRun => ({
  reqs: list(field(value, 'reqs')).map((request) => ({
    phase: text(field(request, 'phase')),
    host: text(field(request, 'host')),
    url: text(field(request, 'url')),
  })),
  ws: list(field(value, 'ws')).map((socket) => ({
    phase: text(field(socket, 'phase')),
    url: text(field(socket, 'url')),
  })),
});

/** measure.mjs's JSON output (`--json`), read into the fields used here; throws when it is something else. */
export function readMeasureReport(value: unknown): MeasureReport {
  const summary = field(value, 'summary');
  const raw = field(value, 'raw');
  if (!Array.isArray(summary) || !isRecord(raw))
    throw new Error('not a measure.mjs report (no summary / raw)');
  return {
    date: text(field(value, 'date')),
    runs: count(field(value, 'runs')),
    summary: summary.map(readSummary),
    raw: Object.fromEntries(Object.entries(raw).map(([name, runs]) => [name, list(runs).map(readRun)])),
  };
}
