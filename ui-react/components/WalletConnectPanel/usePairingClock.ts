import { useEffect, useState } from 'react';
import { PAIRING_EXPIRY_MARGIN_MS } from '../../../core/lib/validation/index.js';
import type { ViewServices } from '../viewServices.js';

/**
 * The current time for the expiry check, rendering again the moment the pairing turns expired (SPEC §5: under
 * 10 s left), so "QR code expired" shows without waiting for anything else to change.
 */
export const usePairingClock = (expiry: number | undefined, services: ViewServices): number => {
  const [, setTicks] = useState(0);
  useEffect(() => {
    if (expiry === undefined) return;
    const wait = expiry - PAIRING_EXPIRY_MARGIN_MS - services.now();
    if (wait < 0) return;
    return services.setTimeout(() => setTicks((ticks) => ticks + 1), wait + 1);
  }, [expiry, services]);
  return services.now();
};
