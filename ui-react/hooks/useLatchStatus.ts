import type { ConnectionStatus } from '../../core/kernel/connections/index.js';
import { useLatchContext } from '../context/LatchContext.js';
import { useObserved } from './useObserved.js';

/** The connection status (SPEC §3): disconnected, connecting, connected or reconnecting. */
export const useLatchStatus = (): ConnectionStatus => {
  const { latch } = useLatchContext();
  return useObserved(
    () => latch.connection.status,
    (): ConnectionStatus => 'disconnected',
  );
};
