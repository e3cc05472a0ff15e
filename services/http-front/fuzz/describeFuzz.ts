import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FuzzService, StartedFuzzService } from './FuzzService.js';
import { describeFailure } from './formatReport.js';
import { BOUNDED_RUNS, FUZZ_SEED, runFuzz } from './runFuzz.js';

/** Generous: the machine may be busy with two other test files. */
const FUZZ_TIMEOUT_MS = 300_000;

/**
 * The bounded run of `npm test` for one service: 2,000 seeded requests over real sockets, none answered with a
 * 5xx, dropped, unanswered or thrown out to the process, and the service's health request answered afterwards.
 */
export function describeFuzz(service: FuzzService): void {
  describe(`${service.name}: fuzzed requests over real sockets`, () => {
    let started: StartedFuzzService;
    beforeAll(async () => {
      started = await service.start();
    }, FUZZ_TIMEOUT_MS);
    afterAll(async () => {
      await started?.close();
    }, FUZZ_TIMEOUT_MS);

    it(
      `answers ${BOUNDED_RUNS} generated requests (seed ${FUZZ_SEED}) without a 5xx, drop or crash, and still serves`,
      async () => {
        const report = await runFuzz(service.name, started, { seed: FUZZ_SEED, runs: BOUNDED_RUNS });
        expect(report.failures.map(describeFailure)).toEqual([]);
        const answered = Object.values(report.statuses).reduce((sum, count) => sum + count, 0);
        expect(answered).toBe(BOUNDED_RUNS);
        expect(report.health).toBe(started.health.status);
        console.log(`fuzz: ${service.name}: ${JSON.stringify(report.statuses)} in ${report.durationMs} ms`);
      },
      FUZZ_TIMEOUT_MS,
    );
  });
}
