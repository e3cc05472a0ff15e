/**
 * `npm run size:breakdown`: what the demo's first chunk (the JavaScript before the click) is made of. Builds the
 * demo in memory with its own vite config and lists, per package or folder of ours and then per module, the
 * rendered bytes and the marginal gzip: how much smaller the chunk's gzip -9 gets without that group (so the
 * figures are what removing it would save, and do not add up to the total). `--modules N` (30) sets the list.
 */
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Plugin } from 'vite';

process.env.NODE_ENV = 'production';
const REPO = fileURLToPath(new URL('../..', import.meta.url));
const CONFIG = fileURLToPath(new URL('../../apps/demo/vite.config.ts', import.meta.url));
const modulesAt = process.argv.indexOf('--modules');
const moduleCount = modulesAt === -1 ? 30 : Number(process.argv[modulesAt + 1]) || 30;

interface Row {
  readonly id: string;
  readonly bytes: number;
  readonly code: string;
}

const rows: Row[] = [];
let chunkCode = '';
const collect: Plugin = {
  name: 'latch-size-breakdown',
  generateBundle(_options, bundle) {
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== 'chunk' || !chunk.isEntry) continue;
      chunkCode = chunk.code;
      for (const [id, info] of Object.entries(chunk.modules)) {
        const name = id.includes('/node_modules/')
          ? `npm:${id.slice(id.lastIndexOf('/node_modules/') + 14)}`
          : id.replace(REPO, '');
        rows.push({ id: name, bytes: info.renderedLength, code: info.code ?? '' });
      }
    }
  },
};
await build({
  configFile: CONFIG,
  logLevel: 'error',
  plugins: [collect],
  build: { write: false, reportCompressedSize: false },
});

const gzip = (text: string) => gzipSync(text, { level: 9 }).length;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const joined = (list: readonly Row[]) => list.map((row) => row.code).join('\n');
const whole = gzip(joined(rows));
const marginal = (leftOut: (row: Row) => boolean) =>
  whole - gzip(joined(rows.filter((row) => !leftOut(row))));
const groupOf = (id: string) =>
  id.startsWith('npm:')
    ? (id.match(/^npm:((@[^/]+\/)?[^/]+)/)?.[0] ?? id)
    : id.split('/').slice(0, 2).join('/');

console.log(`first chunk: ${kib(gzip(chunkCode))} gzip -9, ${rows.length} modules\n`);
console.log('group'.padEnd(42), 'rendered'.padStart(10), 'marginal gzip'.padStart(14));
const groups = [...new Set(rows.map((row) => groupOf(row.id)))].map((group) => ({
  group,
  bytes: rows.filter((row) => groupOf(row.id) === group).reduce((sum, row) => sum + row.bytes, 0),
  saved: marginal((row) => groupOf(row.id) === group),
}));
for (const { group, bytes, saved } of groups.sort((a, b) => b.saved - a.saved)) {
  console.log(group.padEnd(42), String(bytes).padStart(10), kib(saved).padStart(14));
}
console.log(`\nlargest ${moduleCount} modules`);
for (const row of [...rows].sort((a, b) => b.bytes - a.bytes).slice(0, moduleCount)) {
  console.log(
    row.id.slice(-70).padEnd(72),
    String(row.bytes).padStart(8),
    kib(marginal((r) => r === row)).padStart(10),
  );
}
