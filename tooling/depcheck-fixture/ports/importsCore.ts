import { read } from '../core/good.js';
export type Reader = typeof read;
