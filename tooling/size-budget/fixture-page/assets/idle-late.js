// Fetched when the page is first idle; asks for the next chunk when it is idle again (a view and its preload).
requestIdleCallback(() => {
  void import('./idle-chained.js');
});
export const idleLate = 'fetched on the first idle period';
