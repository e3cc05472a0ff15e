import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { STACK_PORTS } from './ports.js';
import { configSnippet, stackUrls } from './stackSnippet.js';

const run = promisify(execFile);
const CLI = fileURLToPath(new URL('./cli.ts', import.meta.url));
const { demo: _demo, ...FIXED } = STACK_PORTS;

describe('what latch-stack prints', () => {
  it('latchLocalStack() on the fixed ports; only the ports that moved otherwise', () => {
    expect(configSnippet(FIXED)).toContain('  ...latchLocalStack(),\n');
    expect(configSnippet({ ...FIXED, api: 4100, wallet: 4103 })).toContain(
      '  ...latchLocalStack({ apiPort: 4100, sandboxWalletPort: 4103 }),\n',
    );
  });

  it('the URLs of its --json file: the devnets through the data service proxy', () => {
    const urls = stackUrls('127.0.0.1', { ...FIXED, api: 4100 }, ['http://app.test:3000']);
    expect(urls.dataServiceUrl).toBe('http://127.0.0.1:4100');
    expect(urls.rpcUrls).toEqual({
      'eip155:31337': 'http://127.0.0.1:4100/v1?chainId=eip155%3A31337&projectId=latch-local',
      'eip155:31338': 'http://127.0.0.1:4100/v1?chainId=eip155%3A31338&projectId=latch-local',
    });
    expect(urls.origins).toEqual(['http://app.test:3000']);
  });

  it.each([
    [['--origin', 'http://app.test:3000/path'], '--origin: http://app.test:3000/path is not an origin'],
    [['--port', '1'], "Unknown option '--port'"],
  ])('refuses %j before starting anything, with its usage', async (args, message) => {
    const failure = await run(process.execPath, ['--import', 'tsx', CLI, ...args]).catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure).toMatchObject({ code: 2 });
    expect((failure as { stderr: string }).stderr).toContain(message);
    expect((failure as { stderr: string }).stderr).toContain('Usage: latch-stack [options]');
  });

  it('--help prints the usage and starts nothing', async () => {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', CLI, '--help']);
    expect(stdout).toContain('--origin <url>');
  });
});
