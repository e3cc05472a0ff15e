// `latch/node`: what only a Node script needs beside `latch` (kept out of the browser entry, which must not
// import node:fs).

export { createFileStorage } from '../storage/fileStorage.js';
