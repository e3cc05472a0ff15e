import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { isProcessAlive } from './processAlive.js';

describe('isProcessAlive', () => {
  it('is true for a running process and false once it has exited', async () => {
    expect(isProcessAlive(process.pid)).toBe(true);
    const child = spawn(process.execPath, ['-e', '']);
    const pid = child.pid ?? -1;
    await new Promise((resolve) => child.once('exit', resolve));
    expect(isProcessAlive(pid)).toBe(false);
  });
});
