import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { redactText } from '../../http-front/redactQuery.js';

const FIXTURE = fileURLToPath(new URL('../testing/crashGuardFixture.ts', import.meta.url));

const run = (file: string) =>
  new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', file], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });

describe('installCrashGuard', () => {
  it('logs an uncaught exception and an unhandled rejection, without the JWT, and the process lives on', async () => {
    const { code, stdout, stderr } = await run(FIXTURE);
    expect(code).toBe(0);
    expect(stdout).toContain('still alive');
    expect(stderr).toMatch(/relay: uncaught exception \(kept serving\): Error: listener blew up/);
    expect(stderr).toMatch(/relay: unhandled rejection \(kept serving\): Error: nobody awaited this/);
    expect(stderr).toContain('auth=***&projectId=p');
    expect(stderr).not.toContain('secret');
  }, 30_000);

  it('redacts every auth query parameter', () => {
    expect(redactText("Invalid URL '//?x=1&auth=a.b.c' and /?auth=d")).toBe(
      "Invalid URL '//?x=1&auth=***' and /?auth=***",
    );
  });
});
