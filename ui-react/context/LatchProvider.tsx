import { type ReactNode, useContext, useMemo } from 'react';
import type { Latch } from '../../core/kernel/latch/index.js';
import { useObserved } from '../hooks/useObserved.js';
import { LatchModal } from '../shell/LatchModal/LatchModal.js';
import { createViewLoader } from '../shell/ViewOutlet/createViewLoader.js';
import { buildHostStyle } from '../theme/buildHostStyle.js';
import { LazyAccountActivity } from '../views/History/LazyAccountActivity.js';
import { DEFAULT_VIEWS } from '../views/registry.js';
import type { ViewRegistry } from '../views/viewDefinition.js';
import { AccountActivitySlot } from './activitySlot.js';
import { LatchContext, type LatchContextValue } from './LatchContext.js';
import { useConnectedRoute } from './useConnectedRoute.js';
import { usePreloadOpenView } from './usePreloadOpenView.js';
import { useUnsupportedChainRoute } from './useUnsupportedChainRoute.js';

export interface LatchProviderProps {
  /** The core, from `createLatch(config)`. */
  readonly latch: Latch;
  /** 'body' (default): the modal is portalled to document.body; false: rendered where the provider is. */
  readonly appendTo?: 'body' | false;
  /** Embedded mode: the modal is part of the page, rendered inline and always shown (SPEC §2). */
  readonly embedded?: boolean;
  /** Extra or replacement views (merged over the built-in ones). */
  readonly views?: ViewRegistry;
  readonly children?: ReactNode;
}

/** Shares the core with the hooks, buttons and views below it, and renders the modal. */
export function LatchProvider({
  latch,
  appendTo = 'body',
  embedded = false,
  views,
  children,
}: LatchProviderProps) {
  const registry = useMemo<ViewRegistry>(() => ({ ...DEFAULT_VIEWS, ...views }), [views]);
  const viewLoader = useMemo(() => createViewLoader(registry, latch), [registry, latch]);
  const { mode: themeMode, variables: themeVariables } = useObserved(() => ({
    mode: latch.theme.mode,
    variables: latch.theme.variables,
  }));
  const hostStyle = useMemo(() => buildHostStyle(themeVariables), [themeVariables]);
  // The Activity tab: the history feature's list, unless the host provides its own.
  const hostActivity = useContext(AccountActivitySlot);
  const activity = hostActivity ?? (latch.options.features.history ? LazyAccountActivity : undefined);
  useUnsupportedChainRoute(latch);
  useConnectedRoute(latch);
  usePreloadOpenView(latch, viewLoader, !embedded);
  const value = useMemo<LatchContextValue>(
    () => ({
      latch,
      wallets: latch.wallets,
      account: latch.account,
      placement: embedded || appendTo === false ? 'inline' : 'body',
      embedded,
      registry,
      views: viewLoader,
      themeMode,
      hostStyle,
    }),
    [latch, embedded, appendTo, registry, viewLoader, themeMode, hostStyle],
  );
  return (
    <LatchContext.Provider value={value}>
      <AccountActivitySlot.Provider value={activity}>
        {children}
        <LatchModal />
      </AccountActivitySlot.Provider>
    </LatchContext.Provider>
  );
}
