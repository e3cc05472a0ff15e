/** The query parameter that asks the demo to inject the sandbox wallet (for visitors without an extension). */
export const SANDBOX_PARAM = 'sandbox';
/** Served by the demo server: the sandbox injected wallet, configured for the stack's chains. */
export const SANDBOX_SCRIPT_PATH = '/sandbox-wallet.js';

/** Whether the page was opened with `?sandbox=1`. */
export const wantsSandbox = (search: string): boolean =>
  new URLSearchParams(search).get(SANDBOX_PARAM) === '1';

/** The page URL with the sandbox turned on or off (other parameters kept). */
export function sandboxUrl(href: string, on: boolean): string {
  const url = new URL(href);
  if (on) url.searchParams.set(SANDBOX_PARAM, '1');
  else url.searchParams.delete(SANDBOX_PARAM);
  return url.toString();
}

/** Adds the sandbox wallet's script to the page; resolves once it has run (it announces itself over EIP-6963). */
export function loadSandboxWallet(doc: Document): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = SANDBOX_SCRIPT_PATH;
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => reject(new Error(`could not load ${SANDBOX_SCRIPT_PATH}`)));
    doc.head.append(script);
  });
}
