import { useEffect, useState } from 'react';

export type PresenceState = 'open' | 'closing' | 'closed';

/**
 * Keeps content mounted for `exitMs` after `open` turns false so it can play its exit animation; reopening
 * meanwhile cancels the exit.
 */
export const usePresence = (open: boolean, exitMs: number): PresenceState => {
  const [state, setState] = useState<PresenceState>(open ? 'open' : 'closed');
  useEffect(() => {
    if (open) {
      setState('open');
      return;
    }
    setState((previous) => (previous === 'closed' ? 'closed' : 'closing'));
    const timer = setTimeout(() => setState('closed'), exitMs);
    return () => clearTimeout(timer);
  }, [open, exitMs]);
  return open ? 'open' : state;
};
