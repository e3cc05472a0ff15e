#!/usr/bin/env node
// `npm test`: every check and every test, ending with one line `N passed, N failed`.
// Checks (type-check, lint, dependency rule, coverage threshold) count as one test each.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { withoutChromium } from './browserTests.mjs';
import { existingLayers } from './layers.mjs';

const bin = (name) => `node_modules/.bin/${name}`;
const REPORT = '.vitest-report.json';

const checks = [
  { name: 'type-check', cmd: bin('tsc'), args: ['-p', '.'] },
  { name: 'lint', cmd: bin('biome'), args: ['check', '.'] },
  {
    name: 'dependency rule',
    cmd: bin('depcruise'),
    args: [...existingLayers(), '--config', '.dependency-cruiser.cjs'],
  },
  // Builds the demo (cached by its sources) and fails when its JavaScript before the click exceeds the budget.
  { name: 'size budget', cmd: bin('tsx'), args: ['tooling/size-budget/main.ts'] },
];

let passed = 0;
let failed = 0;
const failures = [];

for (const check of checks) {
  process.stdout.write(`\n== ${check.name}\n`);
  const run = spawnSync(check.cmd, check.args, { stdio: 'inherit' });
  if (run.status === 0) passed++;
  else {
    failed++;
    failures.push(check.name);
  }
}

// Without Chromium the browser tests stop here with one line saying how to get it (one failure), and the rest
// still runs.
const noBrowser = withoutChromium();
if (noBrowser) {
  process.stdout.write(`\n== browser tests\n${noBrowser.line}\n`);
  failed++;
  failures.push('browser tests (Chromium missing: apt-get install chromium)');
}

process.stdout.write('\n== unit, property and integration tests (vitest, with coverage)\n');
rmSync(REPORT, { force: true });
const vitest = spawnSync(
  bin('vitest'),
  ['run', '--coverage', '--reporter=default', '--reporter=json', `--outputFile.json=${REPORT}`],
  { stdio: 'inherit', env: { ...process.env, ...noBrowser?.env } },
);
if (existsSync(REPORT)) {
  const report = JSON.parse(readFileSync(REPORT, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests + report.numPendingTests + report.numTodoTests;
  if (report.numPendingTests + report.numTodoTests > 0)
    failures.push('skipped or todo tests are not allowed');
  for (const suite of report.testResults) {
    if (suite.status === 'failed' && suite.assertionResults.length === 0) {
      failed++;
      failures.push(`test file failed to load: ${suite.name}`);
    }
  }
  const testsFailed = report.numFailedTests > 0 || !report.success;
  // vitest exits non-zero with all tests green when the coverage threshold is missed.
  if (vitest.status !== 0 && !testsFailed) {
    failed++;
    failures.push('coverage threshold');
  } else if (vitest.status === 0) passed++;
} else {
  failed++;
  failures.push('vitest produced no report');
}

if (failures.length > 0) process.stdout.write(`\nFailed: ${failures.join(', ')}\n`);
process.stdout.write(`\n${passed} passed, ${failed} failed\n`);
process.exit(failed === 0 ? 0 : 1);
