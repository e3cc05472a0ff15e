import { readFileSync } from 'node:fs';
export const load = () => readFileSync('x');
