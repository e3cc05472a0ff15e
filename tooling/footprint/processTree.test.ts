import { spawn } from 'node:child_process';
import { expect, it } from 'vitest';
import { footprint, type ProcessInfo, processTree, readProcessTable } from './processTree.js';

const row = (pid: number, ppid: number, rssMiB: number): ProcessInfo => ({
  pid,
  ppid,
  command: `p${pid}`,
  rssBytes: rssMiB * 1024 * 1024,
  pssBytes: (rssMiB / 2) * 1024 * 1024,
});

it('takes the root and every descendant, nothing else, and sums them', () => {
  const table = [
    row(1, 0, 5),
    row(10, 1, 100),
    row(11, 10, 50),
    row(12, 10, 20),
    row(20, 1, 7),
    row(13, 11, 1),
  ];
  const tree = processTree(table, 10);
  expect(tree.map((process) => process.pid)).toEqual([10, 11, 12, 13]);
  const measured = footprint(tree);
  expect(measured).toMatchObject({ processes: 4, rssBytes: 171 * 1024 * 1024, pssBytes: 85.5 * 1024 * 1024 });
  expect(measured.largest.map((process) => process.pid)).toEqual([10, 11, 12, 13]);
  expect(processTree(table, 99)).toEqual([]);
});

it('reads a real process tree from /proc: a child and its grandchild', async () => {
  const child = spawn('sh', ['-c', 'sleep 30 & wait'], { stdio: 'ignore', detached: true });
  try {
    await expect
      .poll(async () => processTree(await readProcessTable(), child.pid ?? -1).length, { timeout: 10_000 })
      .toBe(2);
    const tree = processTree(await readProcessTable(), child.pid ?? -1);
    expect(tree[0]?.command).toBe('sh -c sleep 30 & wait');
    expect(tree[1]?.command).toBe('sleep 30');
    expect(footprint(tree).rssBytes).toBeGreaterThan(0);
  } finally {
    process.kill(-(child.pid ?? 0), 'SIGKILL');
  }
});
