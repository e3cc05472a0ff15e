import { useEffect, useState } from 'react';
import { loadOnce } from '../../../core/lib/lazy/index.js';
import { whenIdle } from '../../context/whenIdle.js';

/** A module fetched on demand, once; a failed fetch is tried again by the next `load`. */
export interface DeferredModule<M> {
  load(): Promise<M>;
  /** The module once fetched (renders without waiting), undefined before. */
  loaded(): M | undefined;
}

export const deferredModule = <M>(importer: () => Promise<M>): DeferredModule<M> => {
  const load = loadOnce(importer);
  return { load, loaded: load.now };
};

/**
 * A module's exports once fetched: at once when `needed`, else when the page is idle if `onIdle`. Until it is here
 * the caller renders nothing; once fetched it is there at once for every later provider.
 */
export const useDeferredModule = <M>(
  code: DeferredModule<M>,
  needed: boolean,
  onIdle: boolean,
): M | undefined => {
  const [module, setModule] = useState(code.loaded);
  useEffect(() => {
    if (module !== undefined || typeof window === 'undefined' || (!needed && !onIdle)) return;
    let live = true;
    const load = () => {
      // A failed fetch is tried again the next time the module is needed.
      code.load().then(
        (fetched) => live && setModule(() => fetched),
        () => undefined,
      );
    };
    if (needed) {
      load();
      return () => {
        live = false;
      };
    }
    const cancel = whenIdle(window, load);
    return () => {
      live = false;
      cancel();
    };
  }, [code, module, needed, onIdle]);
  return module;
};
