import { type ComponentType, createContext, useContext } from 'react';

/**
 * The Account view's Activity tab: a component provided here (by the history feature) is rendered in the
 * Activity tab panel. By default nothing is provided, and the Account view shows no Activity tab at all.
 */
export const AccountActivitySlot = createContext<ComponentType | undefined>(undefined);

/** The Activity panel's component, or undefined when no feature provides one. */
export const useAccountActivitySlot = (): ComponentType | undefined => useContext(AccountActivitySlot);
