import { createContext, useContext } from 'react';
import type { Latch } from '../../core/kernel/latch/index.js';
import type { ThemeMode } from '../../core/kernel/options/index.js';
import type { HostPlacement } from '../shell/ShadowHost/ShadowHost.js';
import type { ViewLoader } from '../shell/ViewOutlet/createViewLoader.js';
import type { ThemeVariableName } from '../theme/tokens.js';
import type { ViewRegistry } from '../views/viewDefinition.js';
import type { AccountSource, WalletCatalogSource } from './sources.js';

/** What the provider shares with every hook, button and view below it. */
export interface LatchContextValue {
  readonly latch: Latch;
  /** The wallet catalog (latch.wallets). */
  readonly wallets: WalletCatalogSource;
  /** The account store (latch.account). */
  readonly account: AccountSource;
  /** Where the modal renders: portalled to the body, or inline where the provider is. */
  readonly placement: HostPlacement;
  readonly embedded: boolean;
  readonly registry: ViewRegistry;
  /** The registered views' code, loaded on demand. */
  readonly views: ViewLoader;
  readonly themeMode: ThemeMode;
  readonly hostStyle: Readonly<Record<ThemeVariableName, string>>;
}

export const LatchContext = createContext<LatchContextValue | undefined>(undefined);

/** The provider's shared value; components of this package are only used under a LatchProvider. */
export const useLatchContext = (): LatchContextValue => {
  const value = useContext(LatchContext);
  if (value === undefined) throw new Error('Latch: wrap your app in <LatchProvider latch={…}>.');
  return value;
};
