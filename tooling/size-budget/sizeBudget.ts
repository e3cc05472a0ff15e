import { err, ok, type Result } from 'neverthrow';

/** tooling/size-budget.json: the most JavaScript (gzip) the demo may load before the click. */
export interface SizeBudget {
  /** The budget, KiB (1024 bytes) of gzip -9. */
  readonly firstLoadGzipKiB: number;
  /** Where the budget is heading (issue 11: 150 KiB), when it is not there yet. */
  readonly target?: number;
  readonly note?: string;
}

const isPositive = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;

/** Reads the budget file's JSON; a missing or non-positive figure is an error naming the field. */
export function parseSizeBudget(json: unknown): Result<SizeBudget, string> {
  if (typeof json !== 'object' || json === null) return err('the size budget must be a JSON object');
  const { firstLoadGzipKiB, target, note } = json as Record<string, unknown>;
  if (!isPositive(firstLoadGzipKiB)) return err('firstLoadGzipKiB must be a positive number of KiB');
  if (target !== undefined && !isPositive(target)) return err('target must be a positive number of KiB');
  if (note !== undefined && typeof note !== 'string') return err('note must be a string');
  return ok({
    firstLoadGzipKiB,
    ...(target === undefined ? {} : { target }),
    ...(note === undefined ? {} : { note }),
  });
}

export interface BudgetCheck {
  readonly met: boolean;
  /** e.g. "JS before click 162.8 KiB gzip > 150 KiB gzip (budget, tooling/size-budget.json)". */
  readonly text: string;
}

const KIB = 1024;

/** The measured figure against the budget, with both printed (one decimal, KiB = 1024 bytes). */
export function checkSizeBudget(gzipBytes: number, budget: SizeBudget): BudgetCheck {
  const measured = gzipBytes / KIB;
  const met = gzipBytes <= budget.firstLoadGzipKiB * KIB;
  const target =
    budget.target !== undefined && budget.target < budget.firstLoadGzipKiB
      ? `; target ${budget.target} KiB`
      : '';
  return {
    met,
    text:
      `JS before click ${measured.toFixed(1)} KiB gzip ${met ? '≤' : '>'} ${budget.firstLoadGzipKiB} KiB gzip ` +
      `(budget, tooling/size-budget.json${target})`,
  };
}
