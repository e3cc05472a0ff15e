export { loadOnce } from './loadOnce.js';
