/** One sample of the Prometheus text format: `name{label="value",…} 1`. */
export interface Sample {
  readonly name: string;
  readonly labels: Readonly<Record<string, string>>;
  readonly value: number;
}

const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;

/** The samples of a scrape (comments and `# HELP` / `# TYPE` lines skipped); throws on a malformed line. */
export function parsePrometheusText(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const match = SAMPLE.exec(line);
      if (match === null) throw new Error(`not a Prometheus sample: ${line}`);
      const [, name = '', labels = '', value = ''] = match;
      return {
        name,
        labels: Object.fromEntries([...labels.matchAll(LABEL)].map(([, key = '', text = '']) => [key, text])),
        value: Number(value),
      };
    });
}

/** The value of the sample `name` whose labels include `labels` (undefined when there is none). */
export const sampleValue = (
  samples: readonly Sample[],
  name: string,
  labels: Readonly<Record<string, string>> = {},
): number | undefined =>
  samples.find(
    (sample) =>
      sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  )?.value;
