import type { Page } from 'playwright-core';

/** The verifier's tokens the page keeps in its storage (SPEC §3 sign-in auth token). */
export const keptSignInTokens = (page: Page): Promise<(string | undefined)[]> =>
  page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.includes('siwx'))
      .flatMap((key) =>
        [...(localStorage.getItem(key) ?? '').matchAll(/"token":"([^"]+)"/g)].map((m) => m[1]),
      ),
  );

/** Our verifier's answer for a kept token: the session it names (200) or a refusal (401). */
export const askVerifier = (
  config: { readonly dataServiceUrl: string; readonly projectId: string },
  token: string | undefined,
): Promise<Response> =>
  fetch(`${config.dataServiceUrl}/v1/siwx/session?projectId=${config.projectId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
