import { safeUrl } from '../../../core/lib/urls/index.js';

/** A tab opened for the provider's checkout page, shown once the page's URL is known. */
export interface CheckoutTab {
  /** Loads the provider's page in the tab; a URL the policy refuses (not http(s)) closes the tab instead. */
  show(url: string): void;
  /** Closes the tab (the hand-off failed). */
  close(): void;
}

type OpenWindow = (url?: string, target?: string, features?: string) => Window | null;

/**
 * Opens an empty tab at once — while the click still counts as the user's gesture, so popup blockers let it
 * through — to load the provider's page into when the data service has made its URL. The tab is cut from this
 * page first (no `window.opener`: the provider's page cannot script or redirect ours). Undefined when the
 * browser blocked it (the pending state then offers a link to the page).
 */
export function openCheckoutTab(open: OpenWindow | undefined = globalThis.open): CheckoutTab | undefined {
  const tab = open?.('', '_blank');
  if (tab === null || tab === undefined) return undefined;
  tab.opener = null;
  return {
    show: (url) =>
      safeUrl(url, 'link').match(
        (safe) => tab.location.replace(safe),
        () => tab.close(),
      ),
    close: () => tab.close(),
  };
}
