import { spawn } from 'node:child_process';
import { OURS } from './modalTargets.js';
import type { BenchArgs } from './parseBenchArgs.js';

export interface MeasureOptions {
  readonly workDir: string;
  /** The `--extra` JSON describing our page. */
  readonly extraFile: string;
  /** Where measure.mjs writes its JSON (per-run figures). */
  readonly jsonFile: string;
  readonly args: Pick<BenchArgs, 'peers' | 'runs' | 'warmup' | 'bundler'>;
}

/** The command line of the harness for these options (it builds the selected peers itself). */
export function measureArgv({ extraFile, jsonFile, args }: MeasureOptions): string[] {
  return [
    'measure.mjs',
    '--extra',
    extraFile,
    '--only',
    [OURS, ...args.peers].join(','),
    '--runs',
    String(args.runs),
    '--warmup',
    String(args.warmup),
    '--json',
    jsonFile,
    ...(args.bundler === 'vite' ? ['--vite'] : []),
  ];
}

/** Runs measure.mjs in the work folder, its progress and tables going to this terminal. */
export function runMeasure(options: MeasureOptions): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, measureArgv(options), { cwd: options.workDir, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`measure.mjs ended with ${signal ?? `exit code ${code}`}`));
    });
  });
}
