import { describe, expect, it } from 'vitest';
import { frameAncestors } from '../frame/renderFramePage.js';
import { HOST_ORIGIN, serviceForThisFile, TEST_PROJECT } from '../testing/testWalletService.js';

const service = serviceForThisFile();

const get = (path: string) => fetch(`${service().url}${path}`);

describe('GET /sdk', () => {
  it("serves the frame page, framed only by the project's allowed origins", async () => {
    const response = await get(
      `/sdk?projectId=${TEST_PROJECT}&chainId=31338&version=1.2.3&enableLogger=true`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain(`frame-ancestors ${HOST_ORIGIN}`);
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("connect-src 'self'");
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toContain('<script src="/sdk/frame.js" defer></script>');
    expect(html).toContain('"chainId":31338');
    expect(html).toContain('"enableLogger":true');
    expect(html).toContain(`"allowedOrigins":["${HOST_ORIGIN}"]`);
  });

  it('leaves out a chain the service does not sign on', async () => {
    const html = await (await get(`/sdk?projectId=${TEST_PROJECT}&chainId=1`)).text();
    expect(html).not.toContain('"chainId":1,');
  });

  it('refuses an unknown project and bounded query values', async () => {
    expect((await get('/sdk?projectId=nope')).status).toBe(403);
    expect((await get('/sdk')).status).toBe(400);
    expect((await get(`/sdk?projectId=${TEST_PROJECT}&version=${'v'.repeat(65)}`)).status).toBe(400);
    expect((await get(`/sdk?projectId=${TEST_PROJECT}&rpcUrl=${'u'.repeat(2049)}`)).status).toBe(400);
    expect((await get(`/sdk?projectId=${TEST_PROJECT}&enableLogger=yes`)).status).toBe(400);
  });

  it('serves the bundled frame script and its style sheet', async () => {
    const script = await get('/sdk/frame.js');
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    const text = await script.text();
    expect(text).toContain('@w3m-frame/');
    expect(text).not.toContain("postMessage(e,'*')");
    const style = await get('/sdk/frame.css');
    expect(await style.text()).toContain('.approval');
  });
}, 60_000);

describe('frameAncestors', () => {
  it('keeps what CSP can express and says none otherwise', () => {
    expect(frameAncestors(['https://a.example', 'http://127.0.0.1:*', 'https://*.b.example'])).toBe(
      'https://a.example http://127.0.0.1:* https://*.b.example',
    );
    expect(frameAncestors(['null', "https://x.example; script-src 'unsafe-inline'"])).toBe("'none'");
    expect(frameAncestors([])).toBe("'none'");
  });
});
