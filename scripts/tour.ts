import { mkdirSync } from 'node:fs';
import { DEFAULT_DATA_DIR } from '../services/stack/ports.js';
import { coreTour } from './coreTour.js';

// `npm run tour`: the core domain services in Node on the real adapters, printing what they did.
const dataDir = process.env.LATCH_DATA_DIR ?? DEFAULT_DATA_DIR;
mkdirSync(dataDir, { recursive: true });
await coreTour(dataDir, (line) => console.log(line));
