import type { FuzzFailure, FuzzReport } from './runFuzz.js';

/** A failure in one line: the rule, where in the sequence, the request's bytes (cut at 600). */
export const describeFailure = (failure: FuzzFailure): string =>
  [
    failure.rule,
    failure.index === undefined ? '' : ` at request #${failure.index}`,
    failure.request === undefined ? '' : ` (${failure.request.label})`,
    `: ${failure.detail}`,
    failure.request === undefined
      ? ''
      : `\n    request: ${JSON.stringify(failure.request.bytes.toString('latin1').slice(0, 600))}`,
  ].join('');

/** The per-service lines `npm run fuzz` prints: counts by status, failures, health, and how to replay. */
export function formatReport(report: FuzzReport): string {
  const statuses = Object.entries(report.statuses)
    .map(([status, count]) => `${status}×${count}`)
    .join(' ');
  const lines = [
    `fuzz: ${report.service}: ${report.runs} requests (seed ${report.seed}) in ${(report.durationMs / 1000).toFixed(1)} s: ${statuses}; health ${report.health}; ${report.failures.length} failure(s)`,
    ...report.failures.map((failure) => `  ${describeFailure(failure)}`),
  ];
  if (report.failures.length > 0) {
    lines.push(
      `  replay: npm run fuzz -- --only '${report.service}' --seed ${report.seed} --runs ${report.runs}`,
    );
  }
  return lines.join('\n');
}
