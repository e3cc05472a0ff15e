import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { orderSpecs } from './orderSpecs.js';

/** The durations recorded by `npm run test:durations` (seconds per `<project>:<path>`). */
const RECORDED = new URL('./test-durations.json', import.meta.url);

const recorded = (): Record<string, number> => {
  try {
    return JSON.parse(readFileSync(RECORDED, 'utf8')) as Record<string, number>;
  } catch {
    return {};
  }
};

/**
 * vitest's order with the longest files first across every project of a group (orderSpecs). vitest's own
 * order runs the projects one after another and, on a machine with no cache of durations (every CI machine),
 * the files in the order they were found: the host fixtures (200 s each) then started last and ran alone.
 */
export class DurationSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    const specs = files.map((spec) => ({
      spec,
      group: spec.project.config.sequence.groupOrder,
      key: `${spec.project.name}:${relative(root, spec.moduleId)}`,
    }));
    const cached = (key: string) => {
      const duration = this.ctx.cache.getFileTestResults(key)?.duration;
      return duration === undefined ? undefined : duration / 1000;
    };
    return orderSpecs(specs, recorded(), cached).map(({ spec }) => spec);
  }
}
