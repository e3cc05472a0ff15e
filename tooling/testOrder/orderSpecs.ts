/** What the order needs of a test file: its group (sequence.groupOrder) and its key `<project>:<path>`. */
export interface OrderedSpec {
  readonly group: number;
  readonly key: string;
}

/** Seconds a file with no recorded duration is taken to need: most files take about that. */
export const UNKNOWN_FILE_SECONDS = 1;

/**
 * The files longest first, within each group (groups in their order): a worker that picks a long file last
 * would run it alone while the others sit idle. `seconds` are the recorded durations (test-durations.json),
 * `cached` the durations vitest measured on this machine, if any (in seconds too). The recorded ones win: a
 * fresh machine has no cache, and a run's order must not depend on what the machine ran before. Ties keep
 * their order.
 */
export function orderSpecs<T extends OrderedSpec>(
  specs: readonly T[],
  seconds: Readonly<Record<string, number>>,
  cached: (key: string) => number | undefined = () => undefined,
): T[] {
  const weight = (spec: T) => seconds[spec.key] ?? cached(spec.key) ?? UNKNOWN_FILE_SECONDS;
  return specs
    .map((spec, index) => ({ spec, index, weight: weight(spec) }))
    .sort((a, b) => a.spec.group - b.spec.group || b.weight - a.weight || a.index - b.index)
    .map(({ spec }) => spec);
}
