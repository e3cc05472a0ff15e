import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';

/**
 * Test helper: a host page that embeds the wallet frame, served on loopback (Chromium refuses to let a
 * page from a public address frame a loopback one). The same server is two origins:
 * `http://127.0.0.1:port` and `http://localhost:port`.
 */

export const hostPageHtml = (frameUrl: string, walletOrigin: string): string => `<!doctype html>
<html><body>
<iframe id="wallet" title="wallet" src="${frameUrl}" style="width:400px;height:500px;border:0"></iframe>
<script>
  window.received = [];
  window.addEventListener('message', (event) => {
    if (event.origin === ${JSON.stringify(walletOrigin)}) window.received.push(event.data);
  });
  window.sendToFrame = (name, payload) => {
    const id = 'id' + Math.random().toString(36).slice(2);
    document.getElementById('wallet').contentWindow.postMessage(
      { type: '@w3m-app/' + name, id, payload }, ${JSON.stringify(walletOrigin)});
    return id;
  };
</script>
</body></html>`;

export interface HostServer {
  readonly port: number;
  /** Serves `html` from now on. */
  setHtml(html: string): void;
  close(): Promise<void>;
}

export const startHostServer = async (): Promise<HostServer> => {
  let html = '';
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    setHtml: (next) => {
      html = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

export interface FrameReply {
  readonly type: string;
  readonly id?: string;
  readonly payload?: unknown;
}

/** Sends one request from the host page and waits for the frame's reply with its id. */
export const requestFrame = async (
  page: Page,
  name: string,
  payload?: unknown,
  timeout = 15_000,
): Promise<FrameReply> => {
  const id = await page.evaluate(
    ([n, p]) => (window as unknown as { sendToFrame(n: unknown, p: unknown): string }).sendToFrame(n, p),
    [name, payload] as const,
  );
  const handle = await page.waitForFunction(
    (wanted) =>
      (window as unknown as { received: { id?: string }[] }).received.find(
        (message) => message.id === wanted,
      ),
    id,
    { timeout },
  );
  return (await handle.jsonValue()) as FrameReply;
};

/** Every message the host page got from the frame so far. */
export const receivedMessages = (page: Page): Promise<FrameReply[]> =>
  page.evaluate(() => (window as unknown as { received: FrameReply[] }).received);
