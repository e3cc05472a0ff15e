import { readdir, readFile } from 'node:fs/promises';

/** One process as /proc tells it. */
export interface ProcessInfo {
  readonly pid: number;
  readonly ppid: number;
  /** Its command line, arguments joined by spaces (the kernel's name when it has none). */
  readonly command: string;
  /** Resident set size, bytes (VmRSS). */
  readonly rssBytes: number;
  /** Proportional set size, bytes (smaps_rollup): shared pages divided among their sharers. */
  readonly pssBytes: number;
}

const kib = (text: string, field: string) => {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(text);
  return match ? Number(match[1]) * 1024 : 0;
};

/** One process's line of the table, or undefined when it ended while being read. */
async function readProcess(pid: number): Promise<ProcessInfo | undefined> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const cmdline = (await readFile(`/proc/${pid}/cmdline`, 'utf8')).split('\0').filter(Boolean).join(' ');
    const rollup = await readFile(`/proc/${pid}/smaps_rollup`, 'utf8').catch(() => '');
    return {
      pid,
      ppid: Number(/^PPid:\s+(\d+)/m.exec(status)?.[1] ?? 0),
      command: cmdline || (/^Name:\s+(.+)$/m.exec(status)?.[1] ?? '?'),
      rssBytes: kib(status, 'VmRSS'),
      pssBytes: kib(rollup, 'Pss'),
    };
  } catch {
    return undefined;
  }
}

/** Every process this machine's /proc lists (Linux). */
export async function readProcessTable(): Promise<ProcessInfo[]> {
  const pids = (await readdir('/proc')).filter((name) => /^\d+$/.test(name)).map(Number);
  const table = await Promise.all(pids.map(readProcess));
  return table.filter((row): row is ProcessInfo => row !== undefined);
}

/** `root` and all its descendants in `table`, root first. */
export function processTree(table: readonly ProcessInfo[], root: number): ProcessInfo[] {
  const children = new Map<number, ProcessInfo[]>();
  for (const row of table) {
    const siblings = children.get(row.ppid);
    if (siblings) siblings.push(row);
    else children.set(row.ppid, [row]);
  }
  const tree: ProcessInfo[] = [];
  const queue = table.filter((row) => row.pid === root);
  for (let row = queue.shift(); row !== undefined; row = queue.shift()) {
    tree.push(row);
    queue.push(...(children.get(row.pid) ?? []));
  }
  return tree;
}

export interface Footprint {
  readonly processes: number;
  readonly rssBytes: number;
  readonly pssBytes: number;
  /** The processes, largest RSS first. */
  readonly largest: readonly ProcessInfo[];
}

export function footprint(tree: readonly ProcessInfo[]): Footprint {
  return {
    processes: tree.length,
    rssBytes: tree.reduce((sum, row) => sum + row.rssBytes, 0),
    pssBytes: tree.reduce((sum, row) => sum + row.pssBytes, 0),
    largest: [...tree].sort((a, b) => b.rssBytes - a.rssBytes),
  };
}
