/** Test support: a measure.mjs `--json` report as the harness writes it (two targets, three runs each). */
const stat = (med: number | null) => ({ med, p25: med, p75: med });

const summary = (
  name: string,
  figures: { gz: number; ready: number; open: number | null; heap: number },
) => ({
  name,
  n: 3,
  opened: figures.open === null ? 0 : 3,
  initial: { files: 4, raw: figures.gz * 3, gz: figures.gz, br: figures.gz * 0.9 },
  afterOpen: { files: 6, raw: figures.gz * 4, gz: figures.gz + 10_240, br: figures.gz },
  cssRaw: 0,
  ready: stat(figures.ready),
  load: stat(figures.ready + 5),
  open: stat(figures.open),
  openDom: stat(figures.open),
  heapLoad: stat(figures.heap),
  heapOpen: stat(figures.heap * 1.5),
  extLoad: 0,
  extOpen: 0,
  errors: name === 'appkit' ? ['unhandled: Failed to fetch'] : [],
});

const request = (phase: string, url: string) => ({
  phase,
  host: new URL(url).host,
  url,
  type: 'fetch',
  external: true,
});

export const MEASURE_REPORT = {
  date: '2025-01-01T00:00:00.000Z',
  chromium: '/usr/bin/chromium',
  runs: 3,
  summary: [
    summary('ours', { gz: 204_800, ready: 180.4, open: 21.6, heap: 3 * 1024 * 1024 }),
    summary('appkit', { gz: 409_600, ready: 900, open: null, heap: 8 * 1024 * 1024 }),
  ],
  raw: {
    ours: [
      {
        reqs: [
          request('load', 'http://127.0.0.1:40001/v1/wallets?page=1'),
          request('load', 'http://127.0.0.1:40002/'),
          request('open', 'http://localhost:40001/e?projectId=latch-local'),
        ],
        ws: [{ phase: 'load', url: 'ws://127.0.0.1:40003/?projectId=latch-local' }],
      },
      { reqs: [request('load', 'http://127.0.0.1:40001/v1/wallets?page=1')], ws: [] },
      {
        reqs: [
          request('load', 'http://127.0.0.1:40001/v1/wallets?page=1'),
          request('load', 'http://[::1]:40002/'),
        ],
        ws: [],
      },
    ],
    appkit: [
      {
        reqs: [
          request('load', 'https://api.web3modal.org/config'),
          request('open', 'https://pulse.walletconnect.org/e'),
        ],
        ws: [{ phase: 'open', url: 'wss://relay.walletconnect.org/' }],
      },
      { reqs: [request('load', 'https://api.web3modal.org/config')], ws: [] },
      { reqs: [request('load', 'https://api.web3modal.org/config')], ws: [] },
    ],
  },
};
