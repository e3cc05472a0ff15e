/**
 * Wraps a task so that runs never overlap and every call is answered by a run that started after it:
 * with no run going, a call starts one; while one is going, calls share a single follow-up run that
 * starts when it ends. So any number of concurrent callers cost at most two runs.
 */
export const coalesceRuns = (task: () => Promise<void>): (() => Promise<void>) => {
  let running: Promise<void> | undefined;
  let queued: Promise<void> | undefined;
  const begin = (): Promise<void> => {
    const run = task().finally(() => {
      if (running === run) running = undefined;
    });
    running = run;
    return run;
  };
  return () => {
    if (queued !== undefined) return queued;
    if (running === undefined) return begin();
    const next = running
      .catch(() => undefined)
      .then(() => {
        queued = undefined;
        return begin();
      });
    queued = next;
    return next;
  };
};
