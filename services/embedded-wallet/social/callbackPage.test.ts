import { describe, expect, it } from 'vitest';
import { CALLBACK_SCRIPT_SOURCE, renderCallbackPage, SOCIAL_RESULT_CHANNEL_PREFIX } from './callbackPage.js';

const HOST = 'https://app.example';
const RESULT = 'https://wallet.example/social/callback?code=c0de&state=s7a7e';

/**
 * The callback page's script run against a stand-in of the browser's window: what it posts, where it goes and
 * what it says, for each way back to the host page.
 */
const runCallback = (target: { targetOrigin: string | null; returnUrl: string | null }, opener: unknown) => {
  const posted: { data: unknown; target: string }[] = [];
  const broadcasts: { name: string; data: unknown }[] = [];
  const replaced: string[] = [];
  let closed = false;
  let status = '';
  const config = /<script type="application\/json" id="[^"]+">(.*?)<\/script>/.exec(
    renderCallbackPage(
      target.targetOrigin === null
        ? null
        : { targetOrigin: target.targetOrigin, returnUrl: target.returnUrl },
    ),
  )?.[1];
  const location = {
    href: RESULT,
    pathname: '/social/callback',
    replace: (url: string) => replaced.push(url),
  };
  const window = {
    location,
    opener:
      opener === 'live'
        ? { closed: false, postMessage: (data: unknown, to: string) => posted.push({ data, target: to }) }
        : opener,
    close: () => {
      closed = true;
    },
  };
  const document = {
    getElementById: (id: string) =>
      id === 'status'
        ? {
            set textContent(text: string) {
              status = text;
            },
          }
        : { textContent: config ?? '' },
  };
  const history = { replaceState: (_state: unknown, _title: string, url: string) => replaced.push(url) };
  class FakeChannel {
    constructor(readonly name: string) {}
    postMessage(data: unknown) {
      broadcasts.push({ name: this.name, data });
    }
    close() {}
  }
  new Function('window', 'document', 'history', 'BroadcastChannel', CALLBACK_SCRIPT_SOURCE)(
    window,
    document,
    history,
    FakeChannel,
  );
  return { posted, broadcasts, replaced, closed: () => closed, status: () => status };
};

describe('the social callback page', () => {
  it('posts {resultUri} to its opener at the exact host origin, takes the code out of its address and closes', () => {
    const page = runCallback({ targetOrigin: HOST, returnUrl: null }, 'live');
    expect(page.posted).toEqual([{ data: { resultUri: RESULT }, target: HOST }]);
    expect(page.broadcasts).toEqual([]);
    expect(page.replaced).toEqual(['/social/callback']);
    expect(page.closed()).toBe(true);
  });

  it('without an opener and with a return page (a Telegram mini-app): back there with #result_uri=, never the query', () => {
    const page = runCallback({ targetOrigin: HOST, returnUrl: `${HOST}/play?level=2#old` }, null);
    expect(page.posted).toEqual([]);
    expect(page.replaced).toHaveLength(1);
    const back = new URL(page.replaced[0] ?? '');
    expect(`${back.origin}${back.pathname}${back.search}`).toBe(`${HOST}/play?level=2`);
    expect(new URLSearchParams(back.hash.slice(1)).get('result_uri')).toBe(RESULT);
    expect(back.searchParams.has('result_uri')).toBe(false);
  });

  it('goes back to no page of another origin than the login’s host', () => {
    const page = runCallback({ targetOrigin: HOST, returnUrl: 'https://evil.example/' }, null);
    expect(page.replaced).toEqual([]);
    expect(page.broadcasts).toEqual([]);
  });

  it('without an opener (cut by COOP) and no return page: posts on the channel named after the host origin', () => {
    const page = runCallback({ targetOrigin: HOST, returnUrl: null }, { closed: true });
    expect(page.posted).toEqual([]);
    expect(page.broadcasts).toEqual([
      { name: `${SOCIAL_RESULT_CHANNEL_PREFIX}${HOST}`, data: { resultUri: RESULT } },
    ]);
    expect(page.replaced).toEqual(['/social/callback']);
    expect(page.closed()).toBe(true);
  });

  it('an unknown or expired login posts nothing anywhere', () => {
    const page = runCallback({ targetOrigin: null, returnUrl: null }, 'live');
    expect(page.posted).toEqual([]);
    expect(page.broadcasts).toEqual([]);
    expect(page.status()).toMatch(/expired/);
  });
});
