import { useSyncExternalStore } from 'react';
import type { SandboxWallet, WalletState } from '../../engine/index.js';

/** The engine's state, re-rendering on every change (its getState/subscribe suit useSyncExternalStore). */
export const useWalletState = (wallet: SandboxWallet): WalletState =>
  useSyncExternalStore(wallet.subscribe, wallet.getState, wallet.getState);
