/** `npm run reset`: wipes the local stack's data folder; refuses while the stack is running. */
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { isPortFree } from './portFree.js';
import { DEFAULT_DATA_DIR, STACK_HOST, STACK_PORTS } from './ports.js';

const dataDir = resolve(process.env.LATCH_DATA_DIR ?? DEFAULT_DATA_DIR);
const busy = [];
for (const [name, port] of Object.entries(STACK_PORTS)) {
  if (!(await isPortFree(port, STACK_HOST))) busy.push(`${name} (${port})`);
}
if (busy.length > 0) {
  console.error(`The local stack seems to be running (ports in use: ${busy.join(', ')}). Stop it first.`);
  process.exit(1);
}
rmSync(dataDir, { recursive: true, force: true });
console.log(`Removed ${dataDir}.`);
