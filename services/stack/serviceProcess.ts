/** What a local-stack service's `main.ts` shares: its ports from the environment, and a clean stop. */

/** The port in environment variable `name` (unset or empty: `fallback`); throws when it is not a port. */
export const envPort = (name: string, fallback: number, env = process.env): number => {
  const text = env[name];
  const value = text === undefined || text === '' ? fallback : Number(text);
  if (!Number.isInteger(value) || value < 0 || value > 65_535)
    throw new Error(`${name} must be a port number`);
  return value;
};

/** Closes the service on SIGINT / SIGTERM (the supervisor's stop), then exits 0 (1 if closing failed). */
export const stopOnSignals = (close: () => Promise<unknown>): void => {
  const stop = () => {
    close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
};
