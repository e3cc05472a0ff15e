import { readFile } from 'node:fs/promises';
import { err, ok, type Result } from 'neverthrow';

/** tooling/size-budget.json: the most JavaScript (gzip) the demo may load before the click. */
export interface SizeBudget {
  /** The budget, KiB (1024 bytes) of gzip -9. */
  readonly firstLoadGzipKiB: number;
  /** Where the budget is heading (issue 11: 150 KiB), when it is not there yet. */
  readonly target?: number;
  readonly note?: string;
  /**
   * The most a host fixture's own production build (examples/<name>, from the packed tarballs) may fetch before the
   * click, KiB gzip -9, by fixture name: what a host app pays, not only the demo.
   */
  readonly hosts: Readonly<Record<string, number>>;
}

/** The host fixtures whose first load the budget file must limit. */
export const HOST_FIXTURES = ['vite-react', 'next-app'] as const;
export type HostFixture = (typeof HOST_FIXTURES)[number];

const isPositive = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;

/** Reads the budget file's JSON; a missing or non-positive figure is an error naming the field. */
export function parseSizeBudget(json: unknown): Result<SizeBudget, string> {
  if (typeof json !== 'object' || json === null) return err('the size budget must be a JSON object');
  const { firstLoadGzipKiB, target, note, hosts } = json as Record<string, unknown>;
  if (!isPositive(firstLoadGzipKiB)) return err('firstLoadGzipKiB must be a positive number of KiB');
  if (target !== undefined && !isPositive(target)) return err('target must be a positive number of KiB');
  if (note !== undefined && typeof note !== 'string') return err('note must be a string');
  if (typeof hosts !== 'object' || hosts === null) return err('hosts must be an object: fixture name → KiB');
  const limits = hosts as Record<string, unknown>;
  for (const name of HOST_FIXTURES)
    if (!isPositive(limits[name])) return err(`hosts.${name} must be a positive number of KiB`);
  return ok({
    firstLoadGzipKiB,
    hosts: Object.fromEntries(HOST_FIXTURES.map((name) => [name, limits[name] as number])),
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
export function checkSizeBudget(gzipBytes: number, budget: Omit<SizeBudget, 'hosts'>): BudgetCheck {
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

/** A host fixture's figure against its limit in the budget file, both printed. */
export function checkHostBudget(host: HostFixture, gzipBytes: number, budget: SizeBudget): BudgetCheck {
  const limit = budget.hosts[host] ?? 0;
  const met = gzipBytes <= limit * KIB;
  return {
    met,
    text:
      `${host} host: JS before click ${(gzipBytes / KIB).toFixed(1)} KiB gzip ${met ? '≤' : '>'} ${limit} KiB gzip ` +
      `(hosts.${host}, tooling/size-budget.json)`,
  };
}

/** The repository's budget file, read and checked; the error names the field. */
export async function readSizeBudget(): Promise<Result<SizeBudget, string>> {
  const text = await readFile(new URL('../size-budget.json', import.meta.url), 'utf8');
  return parseSizeBudget(JSON.parse(text)).mapErr((error) => `tooling/size-budget.json: ${error}`);
}
