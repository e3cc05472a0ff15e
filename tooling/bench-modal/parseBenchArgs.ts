import { err, ok, type Result } from 'neverthrow';
import { PEERS, type Peer, QUICK_PEERS } from './modalTargets.js';

export type PeerBundler = 'vite' | 'esbuild';

export interface BenchArgs {
  /** Peers installed (when missing) and measured next to ours. */
  readonly peers: readonly Peer[];
  /** Measured rounds and discarded warm-up rounds (measure.mjs --runs / --warmup). */
  readonly runs: number;
  readonly warmup: number;
  /** Start the real local stack on free ports, so the page's data service, RPC and relay answer. */
  readonly stack: boolean;
  /** How the peers are bundled: vite (Rolldown) like our demo, or the harness's esbuild default. */
  readonly bundler: PeerBundler;
  /** The copy of the peers benchmark; kept between runs so installed peers are reused. */
  readonly workDir: string;
  /** Empty the work folder first (fresh install of everything). */
  readonly fresh: boolean;
  /** Where the JSON results go (the harness's per-run figures beside it, `.raw.json`). */
  readonly out: string;
  readonly help: boolean;
}

export interface BenchArgDefaults {
  readonly workDir: string;
  readonly out: string;
}

export const BENCH_USAGE = `Usage: npm run bench:modal -- [options]

Builds the demo for production and measures it next to peer wallet modals with ../shared/bench/peers.

  --peers a,b        peers to install (when missing) and measure: ${PEERS.join(', ')}, 'all' or 'none'
                     (default: ${QUICK_PEERS.join(',')}, the ones that install in seconds)
  --runs N           measured rounds (default 10)
  --warmup N         discarded warm-up rounds (default 1)
  --stack            start the local stack (devnet, data service, relay) on free ports for the page;
                     without it the page's own services are configured on closed loopback ports
  --bundler B        vite (default, as our demo) or esbuild (the harness's default) for the peers
  --work DIR         the copy of the peers benchmark (default: a folder in the system temp dir, reused)
  --fresh            empty the work folder first
  --out FILE         results JSON (default bench-results/modal.json)
  --help`;

const VALUE_FLAGS = new Set(['--peers', '--runs', '--warmup', '--bundler', '--work', '--out']);
const BOOLEAN_FLAGS = new Set(['--stack', '--fresh', '--help', '-h']);

const isPeer = (name: string): name is Peer => (PEERS as readonly string[]).includes(name);

const parsePeers = (value: string): Result<readonly Peer[], string> => {
  if (value === 'all') return ok(PEERS);
  if (value === 'none') return ok([]);
  const names = value
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  const unknown = names.filter((name) => !isPeer(name));
  if (unknown.length > 0) return err(`unknown peer ${unknown.join(', ')} (known: ${PEERS.join(', ')})`);
  if (names.length === 0) return err('--peers needs a list (or all / none)');
  return ok(PEERS.filter((peer) => names.includes(peer)));
};

const parseCount = (flag: string, value: string, min: number): Result<number, string> => {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed >= min && /^\d+$/.test(value)
    ? ok(parsed)
    : err(`${flag} must be a whole number of at least ${min}, got ${value}`);
};

/** Reads the command line of `npm run bench:modal`; the error says which argument is wrong. */
export function parseBenchArgs(
  argv: readonly string[],
  defaults: BenchArgDefaults,
): Result<BenchArgs, string> {
  const values = new Map<string, string>();
  const flags = new Set<string>();
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index] ?? '';
    const [name = '', inline] = arg.startsWith('--') && arg.includes('=') ? arg.split(/=(.*)/s) : [arg];
    if (BOOLEAN_FLAGS.has(name) && inline === undefined) {
      flags.add(name);
    } else if (VALUE_FLAGS.has(name)) {
      const value = inline ?? argv[++index];
      if (value === undefined || value === '' || (inline === undefined && value.startsWith('--')))
        return err(`${name} needs a value`);
      values.set(name, value);
    } else {
      return err(`unknown argument ${arg}`);
    }
  }

  const peers = parsePeers(values.get('--peers') ?? QUICK_PEERS.join(','));
  if (peers.isErr()) return err(peers.error);
  const runs = parseCount('--runs', values.get('--runs') ?? '10', 1);
  if (runs.isErr()) return err(runs.error);
  const warmup = parseCount('--warmup', values.get('--warmup') ?? '1', 0);
  if (warmup.isErr()) return err(warmup.error);
  const bundler = values.get('--bundler') ?? 'vite';
  if (bundler !== 'vite' && bundler !== 'esbuild')
    return err(`--bundler must be vite or esbuild, got ${bundler}`);

  return ok({
    peers: peers.value,
    runs: runs.value,
    warmup: warmup.value,
    stack: flags.has('--stack'),
    bundler,
    workDir: values.get('--work') ?? defaults.workDir,
    fresh: flags.has('--fresh'),
    out: values.get('--out') ?? defaults.out,
    help: flags.has('--help') || flags.has('-h'),
  });
}
