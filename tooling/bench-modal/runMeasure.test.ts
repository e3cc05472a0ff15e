import { describe, expect, it } from 'vitest';
import { measureArgv } from './runMeasure.js';

describe('measureArgv', () => {
  it('measures ours and the chosen peers, bundled with vite unless esbuild is asked for', () => {
    const options = { workDir: '/w', extraFile: '/w/ours.json', jsonFile: '/r/modal.raw.json' };
    expect(
      measureArgv({
        ...options,
        args: { peers: ['appkit', 'onboard'], runs: 5, warmup: 1, bundler: 'vite' },
      }),
    ).toEqual([
      'measure.mjs',
      '--extra',
      '/w/ours.json',
      '--only',
      'ours,appkit,onboard',
      '--runs',
      '5',
      '--warmup',
      '1',
      '--json',
      '/r/modal.raw.json',
      '--vite',
    ]);
    const esbuild = measureArgv({ ...options, args: { peers: [], runs: 1, warmup: 0, bundler: 'esbuild' } });
    expect(esbuild).not.toContain('--vite');
    expect(esbuild.slice(3, 5)).toEqual(['--only', 'ours']);
  });
});
