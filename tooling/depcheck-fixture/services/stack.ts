import { read } from '../core/good.js';
export const stack = read;
