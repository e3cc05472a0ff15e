import { MODAL_TARGETS } from './modalTargets.js';
import type { BenchRow } from './summarizeMeasurements.js';

export type TargetName = 'initialJs' | 'clickToList' | 'buttonReady' | 'heap' | 'outsideRequests';

export interface TargetCheck {
  readonly target: TargetName;
  readonly met: boolean;
  /** e.g. "JS before click 200.1 KiB gzip > 160 KiB". */
  readonly text: string;
}

type Targets = { readonly [K in keyof typeof MODAL_TARGETS]: number };

const worst = (values: readonly (number | null)[]): number | null =>
  values.some((value) => value === null) ? null : Math.max(...values.map((value) => value ?? 0));

const check = (
  target: TargetName,
  label: string,
  value: number | null,
  limit: number,
  unit: string,
  digits: number,
): TargetCheck => {
  if (value === null) return { target, met: false, text: `${label}: not measured (limit ${limit}${unit})` };
  const met = value <= limit;
  return { target, met, text: `${label} ${value.toFixed(digits)}${unit} ${met ? '≤' : '>'} ${limit}${unit}` };
};

/**
 * Each issue-5 target for one measured modal. The heap counts its larger reading (after load or after the
 * modal opened); outside requests count both phases; a figure the harness could not measure misses.
 */
export function checkTargets(row: BenchRow, targets: Targets = MODAL_TARGETS): TargetCheck[] {
  return [
    check('initialJs', 'JS before click', row.initialJsGzipKiB, targets.initialJsGzipKiB, ' KiB gzip', 1),
    check('clickToList', 'click → wallet list', row.clickToListMs, targets.clickToListMs, ' ms', 0),
    check('buttonReady', 'button ready', row.buttonReadyMs, targets.buttonReadyMs, ' ms', 0),
    check('heap', 'JS heap', worst([row.heapLoadMiB, row.heapOpenMiB]), targets.heapMiB, ' MiB', 2),
    check(
      'outsideRequests',
      'requests outside the machine',
      row.outside.load + row.outside.open,
      targets.outsideRequests,
      '',
      0,
    ),
  ];
}
