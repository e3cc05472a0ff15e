import { checkPortFree } from '../devnet/checkPortFree.js';

/** True when nothing listens on host:port (we can bind it ourselves). */
export const isPortFree = (port: number, host: string): Promise<boolean> =>
  checkPortFree(host, port).match(
    () => true,
    () => false,
  );
