#!/usr/bin/env node
// `npm test`: every check and every test, ending with one line `N passed, N failed`.
// Checks (type-check, lint, dependency rule, coverage threshold) count as one test each.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { withoutChromium } from './browserTests.mjs';
import { existingLayers } from './layers.mjs';

const bin = (name) => `node_modules/.bin/${name}`;
const REPORT = '.vitest-report.json';

/**
 * The size budget runs first and alone: it builds the demo, which the e2e stack then reuses. The other checks
 * run beside vitest (their output is held and printed after it): vitest's integration and e2e phases leave
 * the cores idle while they wait on servers and Chromium, and the checks fill that time.
 */
const sizeCheck = { name: 'size budget', cmd: bin('tsx'), args: ['tooling/size-budget/main.ts'] };
const besideVitest = [
  { name: 'type-check', cmd: bin('tsc'), args: ['-p', '.'] },
  { name: 'lint', cmd: bin('biome'), args: ['check', '.'] },
  {
    name: 'dependency rule',
    cmd: bin('depcruise'),
    args: [...existingLayers(), '--config', '.dependency-cruiser.cjs'],
  },
];

let passed = 0;
let failed = 0;
const failures = [];

const count = (name, status) => {
  if (status === 0) passed++;
  else {
    failed++;
    failures.push(name);
  }
};

/** Runs a check with its output held; resolves to its exit status (1 when it could not start) and output. */
const runHeld = (check) =>
  new Promise((resolve) => {
    const chunks = [];
    const child = spawn(check.cmd, check.args, { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('error', (error) => resolve({ status: 1, output: `${error.message}\n` }));
    child.on('close', (status) => resolve({ status, output: Buffer.concat(chunks).toString() }));
  });

process.stdout.write(`\n== ${sizeCheck.name}\n`);
count(sizeCheck.name, spawnSync(sizeCheck.cmd, sizeCheck.args, { stdio: 'inherit' }).status);
const held = besideVitest.map((check) => ({ check, result: runHeld(check) }));

// Without Chromium the browser tests stop here with one line saying how to get it (one failure), and the rest
// still runs.
const noBrowser = withoutChromium();
if (noBrowser) {
  process.stdout.write(`\n== browser tests\n${noBrowser.line}\n`);
  failed++;
  failures.push('browser tests (Chromium missing: apt-get install chromium)');
}

/**
 * The journeys (e2e project) run in a vitest of their own beside the rest: one file at a time against the
 * stack their global setup starts, from the start of the run instead of after everything else (they mostly
 * wait on Chromium and the servers, and ran alone on one of three workers for about 210 s). Their output is
 * held and printed after the other tests'.
 */
const E2E_REPORT = '.vitest-e2e-report.json';

/** Adds a vitest JSON report's counts and resolves to the report; undefined (a failure) when there is none. */
const countReport = (file, label) => {
  if (!existsSync(file)) {
    failed++;
    failures.push(`${label}: vitest produced no report`);
    return undefined;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests + report.numPendingTests + report.numTodoTests;
  if (report.numPendingTests + report.numTodoTests > 0)
    failures.push(`${label}: skipped or todo tests are not allowed`);
  for (const suite of report.testResults) {
    if (suite.status === 'failed' && suite.assertionResults.length === 0) {
      failed++;
      failures.push(`test file failed to load: ${suite.name}`);
    }
  }
  return report;
};

rmSync(REPORT, { force: true });
rmSync(E2E_REPORT, { force: true });
const e2e = noBrowser
  ? undefined
  : runHeld({
      cmd: bin('vitest'),
      args: [
        'run',
        '--project',
        'e2e',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${E2E_REPORT}`,
      ],
    });

process.stdout.write('\n== unit, property and integration tests (vitest, with coverage)\n');
const vitest = await new Promise((resolve) => {
  const child = spawn(
    bin('vitest'),
    [
      'run',
      '--coverage',
      // Every project but the journeys: one added later runs here without being listed.
      '--project',
      '!e2e',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${REPORT}`,
    ],
    { stdio: 'inherit', env: { ...process.env, ...noBrowser?.env } },
  );
  child.on('error', () => resolve({ status: 1 }));
  child.on('close', (status) => resolve({ status }));
});
const report = countReport(REPORT, 'unit, property and integration tests');
if (report) {
  const testsFailed = report.numFailedTests > 0 || !report.success;
  // vitest exits non-zero with all tests green when the coverage threshold is missed.
  if (vitest.status !== 0 && !testsFailed) {
    failed++;
    failures.push('coverage threshold');
  } else if (vitest.status === 0) passed++;
}

if (e2e) {
  const { status, output } = await e2e;
  process.stdout.write(`\n== browser journeys (vitest, e2e project)\n${output}`);
  const journeys = countReport(E2E_REPORT, 'browser journeys');
  if (journeys && status !== 0 && journeys.numFailedTests === 0 && journeys.success) {
    failed++;
    failures.push('browser journeys: vitest failed with every test green');
  }
}

for (const { check, result } of held) {
  const { status, output } = await result;
  process.stdout.write(`\n== ${check.name}\n${output}`);
  count(check.name, status);
}

if (failures.length > 0) process.stdout.write(`\nFailed: ${failures.join(', ')}\n`);
process.stdout.write(`\n${passed} passed, ${failed} failed\n`);
process.exit(failed === 0 ? 0 : 1);
