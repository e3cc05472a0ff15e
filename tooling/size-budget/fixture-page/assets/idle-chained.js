export const idleChained = 'fetched on the idle period after idle-late.js';
