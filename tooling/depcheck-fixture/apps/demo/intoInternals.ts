import { read } from '../../core/good.js';
export const page = read;
