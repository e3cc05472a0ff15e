// Global setup of the e2e project: the real local stack and the demo, started ONCE per run on free ports and
// handed to every journey file with `inject('journeyStack')`. Artifacts of the previous run are removed; the
// stack's output goes to test-results/e2e/stack.log.
import { appendFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ARTIFACTS_DIR } from './harness/artifacts.js';
import { type JourneyStackInfo, startJourneyStack } from './harness/startJourneyStack.js';

declare module 'vitest' {
  export interface ProvidedContext {
    journeyStack: JourneyStackInfo;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  rmSync(ARTIFACTS_DIR, { recursive: true, force: true });
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const logFile = join(ARTIFACTS_DIR, 'stack.log');
  writeFileSync(logFile, '');
  const log = (line: string) => appendFileSync(logFile, `${line}\n`);
  const started = Date.now();
  const stack = await startJourneyStack(log).catch((error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`the e2e stack did not start: ${message} (see ${logFile})`, { cause: error });
  });
  log(`e2e stack and demo up in ${Date.now() - started} ms at ${stack.demoUrl}`);
  const { stop, ...info } = stack;
  project.provide('journeyStack', info);
  return stop;
}
