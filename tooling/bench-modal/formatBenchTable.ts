import { checkTargets, type TargetName } from './checkTargets.js';
import { MODAL_TARGETS, OURS } from './modalTargets.js';
import type { BenchRow, RequestCounts } from './summarizeMeasurements.js';

const HEADER = [
  'modal',
  'JS before click (KiB gz)',
  'JS after open (KiB gz)',
  'click → list (ms)',
  'button ready (ms)',
  'heap load / open (MiB)',
  'outside requests load / open',
  'own loopback services load / open',
  'opened',
] as const;

const fixed = (value: number | null, digits: number): string =>
  value === null ? '–' : value.toFixed(digits);
const requests = ({ load, open }: RequestCounts): string => `${load} / ${open}`;

const targetRow = (): string[] => [
  'target',
  `≤ ${MODAL_TARGETS.initialJsGzipKiB}`,
  '',
  `≤ ${MODAL_TARGETS.clickToListMs}`,
  `≤ ${MODAL_TARGETS.buttonReadyMs}`,
  `≤ ${MODAL_TARGETS.heapMiB}`,
  `${MODAL_TARGETS.outsideRequests}`,
  'reported',
  '',
];

const cells = (row: BenchRow): string[] => {
  const marks = new Map<TargetName, string>();
  if (row.name === OURS) {
    for (const { target, met } of checkTargets(row)) marks.set(target, met ? ' ✓' : ' ✗');
  }
  const mark = (target: TargetName) => marks.get(target) ?? '';
  return [
    row.name,
    `${fixed(row.initialJsGzipKiB, 1)}${mark('initialJs')}`,
    fixed(row.afterOpenJsGzipKiB, 1),
    `${fixed(row.clickToListMs, 0)}${mark('clickToList')}`,
    `${fixed(row.buttonReadyMs, 0)}${mark('buttonReady')}`,
    `${fixed(row.heapLoadMiB, 2)} / ${fixed(row.heapOpenMiB, 2)}${mark('heap')}`,
    `${requests(row.outside)}${mark('outsideRequests')}`,
    requests(row.loopback),
    `${row.opened}/${row.runs}`,
  ];
};

const line = (values: readonly string[]): string => `| ${values.join(' | ')} |`;

/**
 * The measured modals as a Markdown table (medians over the runs), headed by the issue-5 targets; our row
 * marks each target ✓ or ✗. Requests to the page's own services on other loopback ports are a column of
 * their own: they never leave the machine.
 */
export function formatBenchTable(rows: readonly BenchRow[]): string {
  return [
    line(HEADER),
    line(HEADER.map(() => '---')),
    line(targetRow()),
    ...rows.map((row) => line(cells(row))),
  ].join('\n');
}
