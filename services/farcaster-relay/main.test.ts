import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { freePort } from '../devnet/freePort.js';

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));
const TOKEN = 'farcaster-metrics-token';

describe('the Farcaster relay process (main.ts)', () => {
  it('serves /healthz, /readyz and a token-gated /metrics, and stops on SIGTERM with exit 0', async () => {
    const port = await freePort();
    const dataDir = await mkdtemp(join(tmpdir(), 'latch-farcaster-main-'));
    const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
      env: {
        ...process.env,
        LATCH_DEVELOPMENT: '1',
        LATCH_DATA_DIR: dataDir,
        FARCASTER_RELAY_PORT: String(port),
        LATCH_METRICS_TOKEN: TOKEN,
        REDIS_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const base = `http://127.0.0.1:${port}`;
    try {
      // Ready once it prints its listening line.
      await new Promise<void>((resolve, reject) => {
        const seen = () => {
          if (output.includes('farcaster-relay: listening on')) resolve();
        };
        child.stdout.on('data', seen);
        void exited.then((code) => reject(new Error(`exited with ${code} during start:\n${output}`)));
      });
      expect((await fetch(`${base}/healthz`)).status).toBe(200);
      const ready = await fetch(`${base}/readyz`);
      expect({ status: ready.status, body: await ready.json() }).toEqual({
        status: 200,
        body: { status: 'ok', checks: {} },
      });
      expect((await fetch(`${base}/metrics`)).status).toBe(401);
      const metrics = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(await metrics.text()).toContain(
        'http_requests_total{route="/readyz",method="GET",status="200"} 1',
      );
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(output).toContain('farcaster-relay: SIGTERM, stopping');
    } finally {
      child.kill('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 30_000);
});
