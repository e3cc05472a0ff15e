import { describe, expect, it } from 'vitest';
import { PEERS, QUICK_PEERS } from './modalTargets.js';
import { parseBenchArgs } from './parseBenchArgs.js';

const defaults = { workDir: '/tmp/work', out: 'bench-results/modal.json' };
const parse = (...argv: string[]) => parseBenchArgs(argv, defaults);

describe('parseBenchArgs', () => {
  it('defaults to the quick peers, 10 runs after 1 warm-up, no stack, vite, the given folders', () => {
    expect(parse()._unsafeUnwrap()).toEqual({
      peers: QUICK_PEERS,
      runs: 10,
      warmup: 1,
      stack: false,
      bundler: 'vite',
      workDir: '/tmp/work',
      fresh: false,
      out: 'bench-results/modal.json',
      help: false,
    });
  });

  it('reads every option, separate or with =, and keeps the peers in the harness order', () => {
    const args = parse(
      '--peers',
      'onboard,rainbowkit',
      '--runs=3',
      '--warmup',
      '0',
      '--stack',
      '--bundler',
      'esbuild',
      '--work',
      '/w',
      '--fresh',
      '--out=x.json',
    )._unsafeUnwrap();
    expect(args).toEqual({
      peers: ['rainbowkit', 'onboard'],
      runs: 3,
      warmup: 0,
      stack: true,
      bundler: 'esbuild',
      workDir: '/w',
      fresh: true,
      out: 'x.json',
      help: false,
    });
  });

  it('knows all, none and help', () => {
    expect(parse('--peers', 'all')._unsafeUnwrap().peers).toEqual(PEERS);
    expect(parse('--peers=none')._unsafeUnwrap().peers).toEqual([]);
    expect(parse('--help')._unsafeUnwrap().help).toBe(true);
    expect(parse('-h')._unsafeUnwrap().help).toBe(true);
  });

  it('says which argument is wrong', () => {
    expect(parse('--peers', 'appkit,metamask')._unsafeUnwrapErr()).toBe(
      `unknown peer metamask (known: ${PEERS.join(', ')})`,
    );
    expect(parse('--peers', ',')._unsafeUnwrapErr()).toBe('--peers needs a list (or all / none)');
    expect(parse('--runs', '0')._unsafeUnwrapErr()).toBe(
      '--runs must be a whole number of at least 1, got 0',
    );
    expect(parse('--runs', '2.5')._unsafeUnwrapErr()).toMatch(/^--runs must be a whole number/);
    expect(parse('--warmup', '-1')._unsafeUnwrapErr()).toMatch(/^--warmup must be a whole number/);
    expect(parse('--bundler', 'webpack')._unsafeUnwrapErr()).toBe(
      '--bundler must be vite or esbuild, got webpack',
    );
    expect(parse('--runs')._unsafeUnwrapErr()).toBe('--runs needs a value');
    expect(parse('--peers', '--stack')._unsafeUnwrapErr()).toBe('--peers needs a value');
    expect(parse('--stack=yes')._unsafeUnwrapErr()).toBe('unknown argument --stack=yes');
    expect(parse('--speed')._unsafeUnwrapErr()).toBe('unknown argument --speed');
  });
});
