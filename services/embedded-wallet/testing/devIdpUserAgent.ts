/**
 * Test helper (never imported by the service): a browser-less user at the development identity provider.
 * It follows the authorization URL by hand with a cookie jar, signs in on the IdP's own sign-in page and
 * answers its consent step, and stops at the client's callback URL (returned, never fetched).
 */

export interface SignInOptions {
  readonly login: string;
  readonly password: string;
  readonly consent: 'allow' | 'deny';
  /** The client's redirect URI: the walk stops at the first URL that starts with it. */
  readonly callback: string;
}

/** Cookies by name, as the IdP sets and clears them (paths ignored: the walk is sequential). */
const cookieJar = () => {
  const cookies = new Map<string, string>();
  return {
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    keep(response: Response) {
      for (const line of response.headers.getSetCookie()) {
        const [pair = '', ...attributes] = line.split(';');
        const split = pair.indexOf('=');
        const name = pair.slice(0, split).trim();
        const value = pair.slice(split + 1).trim();
        const cleared = attributes.some((attribute) =>
          /^\s*(max-age=0|expires=thu, 01 jan 1970)/i.test(attribute),
        );
        if (cleared || value === '') cookies.delete(name);
        else cookies.set(name, value);
      }
    },
  };
};

const fromHtml = (text: string): string =>
  text.replace(/&(amp|lt|gt|quot|#39);/g, (_all, name: string) =>
    name === 'amp' ? '&' : name === 'lt' ? '<' : name === 'gt' ? '>' : name === 'quot' ? '"' : "'",
  );

/** The auto-submitting form of a form_post answer to the callback, if the page is one. */
const formPostOf = (page: string, callback: string) => {
  const action = /<form method="post" action="([^"]+)">/.exec(page)?.[1];
  if (action === undefined || !fromHtml(action).startsWith(callback)) return undefined;
  const fields: Record<string, string> = {};
  for (const match of page.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/>/g)) {
    fields[match[1] ?? ''] = fromHtml(match[2] ?? '');
  }
  return { action: fromHtml(action), fields };
};

/** Walks the code flow at the IdP from `authorizationUrl`; returns the callback URL it ends at. */
export const signInAtDevIdp = async (authorizationUrl: string, options: SignInOptions): Promise<string> => {
  const jar = cookieJar();
  const request = async (url: string, form?: Record<string, string>) => {
    const response = await fetch(url, {
      method: form === undefined ? 'GET' : 'POST',
      redirect: 'manual',
      headers: {
        cookie: jar.header(),
        ...(form === undefined ? {} : { 'content-type': 'application/x-www-form-urlencoded' }),
      },
      ...(form === undefined ? {} : { body: new URLSearchParams(form).toString() }),
    });
    jar.keep(response);
    return response;
  };
  let url = authorizationUrl;
  for (let step = 0; step < 12; step += 1) {
    if (url.startsWith(options.callback)) return url;
    const response = await request(url);
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location !== null) {
      url = new URL(location, url).href;
      continue;
    }
    const page = await response.text();
    const formPost = formPostOf(page, options.callback);
    if (formPost !== undefined) {
      // response_mode=form_post: the IdP's page POSTs the result to the callback, which redirects to itself.
      const posted = await fetch(formPost.action, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: new URL(url).origin },
        body: new URLSearchParams(formPost.fields).toString(),
      });
      const back = posted.headers.get('location');
      if (back === null) throw new Error(`the callback did not redirect a form_post (${posted.status})`);
      return new URL(back, formPost.action).href;
    }
    if (response.status !== 200)
      throw new Error(`the IdP answered ${response.status} at ${url}: ${page.slice(0, 200)}`);
    const action = page.includes('/login"')
      ? await request(`${url}/login`, { login: options.login, password: options.password })
      : await request(`${url}/${options.consent === 'allow' ? 'confirm' : 'abort'}`, {});
    const next = action.headers.get('location');
    if (next === null) {
      const alert = /role="alert">([^<]*)</.exec(await action.text())?.[1];
      throw new Error(`the IdP did not move on (${action.status})${alert === undefined ? '' : `: ${alert}`}`);
    }
    url = new URL(next, url).href;
  }
  throw new Error('the IdP never sent the user back to the callback');
};
