/**
 * `npm run bench:modal`: builds the demo for production and measures its modal next to the peers with
 * ../shared/bench/peers (JS before the click, click → wallet list, button ready, heap, external requests).
 * Prints the table with the issue-5 targets and writes bench-results/modal.json. See README.md here.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { checkTargets } from './checkTargets.js';
import { demoStack } from './demoStack.js';
import { formatBenchTable } from './formatBenchTable.js';
import { MODAL_TARGETS, OURS } from './modalTargets.js';
import { ourExtraTargets } from './ourExtraTarget.js';
import { BENCH_USAGE, parseBenchArgs } from './parseBenchArgs.js';
import { prepareOurDemo } from './prepareOurDemo.js';
import { preparePeersBench } from './preparePeersBench.js';
import { readMeasureReport } from './readMeasureReport.js';
import { runMeasure } from './runMeasure.js';
import { summarizeMeasurements } from './summarizeMeasurements.js';

const log = (line: string) => console.log(`[bench:modal] ${line}`);

const parsed = parseBenchArgs(process.argv.slice(2), {
  workDir: join(tmpdir(), 'latch-bench-modal'),
  out: 'bench-results/modal.json',
});
if (parsed.isErr()) {
  console.error(`${parsed.error}\n\n${BENCH_USAGE}`);
  process.exit(2);
}
const args = parsed.value;
if (args.help) {
  console.log(BENCH_USAGE);
  process.exit(0);
}

const workDir = resolve(args.workDir);
const out = resolve(args.out);
const rawFile = out.replace(/(\.json)?$/, '.raw.json');

const installs = await preparePeersBench({ workDir, peers: args.peers, fresh: args.fresh, log });
const stack = await demoStack(args.stack, log);
try {
  log(args.stack ? 'local stack up' : 'no local stack: the page’s own services are on closed loopback ports');
  const page = await prepareOurDemo(workDir, stack.config, log);
  log(`demo ${page.built ? 'built' : 'reused'} (${page.dir})`);
  const extraFile = join(workDir, `${OURS}.json`);
  await writeFile(extraFile, JSON.stringify(ourExtraTargets(page.dir, extraFile), null, 2));
  await mkdir(dirname(out), { recursive: true });

  await runMeasure({ workDir, extraFile, jsonFile: rawFile, args });

  const rows = summarizeMeasurements(readMeasureReport(JSON.parse(await readFile(rawFile, 'utf8'))));
  const ours = rows.find((row) => row.name === OURS);
  const checks = ours ? checkTargets(ours) : [];
  console.log(
    `\nIssue 5 targets (medians of ${args.runs} runs; peers bundled with ${args.bundler}; ` +
      `${args.stack ? 'local stack running' : 'no local stack'})\n`,
  );
  console.log(formatBenchTable(rows));
  console.log(ours ? '' : `\n${OURS} was not measured (every run failed: see the harness output above)`);
  for (const check of checks) console.log(`${check.met ? '✓' : '✗'} ${check.text}`);
  if (ours && ours.loopback.hosts.length > 0)
    console.log(`own services on loopback (not counted as outside): ${ours.loopback.hosts.join(', ')}`);
  for (const row of rows) {
    if (row.outside.hosts.length > 0)
      console.log(`${row.name} outside hosts: ${row.outside.hosts.join(', ')}`);
  }

  await writeFile(
    out,
    JSON.stringify(
      {
        date: new Date().toISOString(),
        args: { ...args, workDir },
        stack: stack.running,
        installs,
        targets: MODAL_TARGETS,
        rows,
        checks,
        raw: rawFile,
      },
      null,
      2,
    ),
  );
  log(`results: ${out} (per-run figures: ${rawFile})`);
} finally {
  await stack.stop();
}
