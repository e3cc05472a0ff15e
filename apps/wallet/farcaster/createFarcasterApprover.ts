import type { IncomingMessage, ServerResponse } from 'node:http';
import { createAppClient, createWalletClient, viemConnector } from '@farcaster/auth-client';
import type { LocalAccount } from 'viem';
import { type ApproverUser, renderPastePage, renderRequestPage } from './approverPage.js';

/** A test Farcaster id and its custody key. */
export interface ApproverIdentity extends ApproverUser {
  readonly account: LocalAccount;
}

/** What the approver needs at each request (read then: the relay writes its key, the devnet its manifest). */
export interface ApproverConfig {
  /** The relay's auth key: sent to the relay by this server only, never to a page. */
  readonly authKey: string;
  readonly users: readonly ApproverIdentity[];
}

export interface FarcasterApproverOptions {
  readonly relayUrl: string;
  readonly config: () => Promise<ApproverConfig>;
}

/** What an approval answered: the page's status and text. */
interface Answer {
  readonly status: number;
  readonly text: string;
  readonly ok: boolean;
}

/** Handles `/farcaster…` requests (true), or leaves the request alone (false). */
/** Handles `/farcaster…` (true) or leaves the request to the page (false); `target` is the checked request target. */
export type FarcasterApprover = (
  request: IncomingMessage,
  response: ServerResponse,
  target: URL,
) => Promise<boolean>;

const TOKEN = /^[A-Za-z0-9_-]{22}$/;
/** Approvals remembered (a second press answers from here); the oldest go first beyond this many. */
const REMEMBERED_APPROVALS = 1_000;
const BODY_LIMIT = 4_096;
const POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

const html = (response: ServerResponse, status: number, text: string) =>
  response
    .writeHead(status, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': POLICY,
      // Not no-referrer: with it the browser sends `Origin: null` on the page's own form posts.
      'referrer-policy': 'same-origin',
      'x-content-type-options': 'nosniff',
    })
    .end(text);

const readForm = (request: IncomingMessage): Promise<URLSearchParams | undefined> =>
  new Promise((resolve) => {
    let size = 0;
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > BODY_LIMIT) {
        resolve(undefined);
        request.destroy();
      } else chunks.push(chunk);
    });
    request.on('end', () => resolve(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))));
    request.on('error', () => resolve(undefined));
  });

/** The channel token of a pasted connect URI (`…?channelToken=…`), or of the page's own query. */
const tokenOf = (
  query: URLSearchParams,
  wallet: ReturnType<typeof createWalletClient>,
): string | undefined => {
  const direct = query.get('channelToken');
  if (direct !== null) return TOKEN.test(direct) ? direct : undefined;
  const uri = query.get('uri');
  if (uri === null || uri.length > 2_048) return undefined;
  try {
    const parsed = wallet.parseSignInURI({ uri });
    return !parsed.isError && TOKEN.test(parsed.channelToken) ? parsed.channelToken : undefined;
  } catch {
    return undefined;
  }
};

/**
 * The sandbox Farcaster approver (issue 15): the page a connect URI opens on the local stack (the relay's
 * FARCASTER_CONNECT_URI_BASE). It reads the channel's request from the relay, shows it, and on Approve builds the
 * SIWF message (`@farcaster/auth-client`'s wallet client), signs it with the chosen test fid's custody key and
 * completes the channel with the relay's auth key — all on this server: no key reaches the page. Forms are
 * accepted only from this origin (a foreign page cannot make it approve).
 */
export const createFarcasterApprover = (options: FarcasterApproverOptions): FarcasterApprover => {
  const relay = options.relayUrl.replace(/\/+$/, '');
  const ethereum = viemConnector({ rpcUrl: 'http://127.0.0.1:1' });
  const app = createAppClient({ relay, ethereum });
  const wallet = createWalletClient({ relay, ethereum });

  /** The pending request of a channel, or a message saying why there is none. */
  const pendingRequest = async (channelToken: string) => {
    const read = await app.status({ channelToken }).catch(() => undefined);
    if (read === undefined || read.isError) return { error: 'The relay cannot be reached' } as const;
    if (read.response.status === 200) return { error: 'This request was already answered' } as const;
    if (read.response.status !== 202) return { error: 'This request is unknown or has expired' } as const;
    return { request: read.data.signatureParams } as const;
  };

  const sameOrigin = (request: IncomingMessage): boolean => {
    const origin = request.headers.origin;
    const host = request.headers.host;
    return typeof origin === 'string' && host !== undefined && origin === `http://${host}`;
  };

  /**
   * The approvals given, by channel token: a second press (or a reload of the request page) answers from here and
   * never reads the relay's status again — a completed channel's status is handed out once, to the page's poller,
   * so reading it here would take the sign-in away from the page.
   */
  const approvals = new Map<string, Promise<Answer>>();

  const approve = async (request: IncomingMessage, response: ServerResponse) => {
    const form = await readForm(request);
    const channelToken = form?.get('channelToken') ?? '';
    const fid = Number(form?.get('fid'));
    if (!TOKEN.test(channelToken))
      return html(response, 400, renderPastePage({ text: 'No request to answer', ok: false }));
    let answer = approvals.get(channelToken);
    if (answer === undefined) {
      answer = approveOnce(channelToken, fid);
      approvals.set(channelToken, answer);
      if (approvals.size > REMEMBERED_APPROVALS) approvals.delete(approvals.keys().next().value ?? '');
    }
    const { status, text, ok } = await answer;
    // Only a refusal may be tried again; an approval stays the answer of its channel.
    if (!ok && approvals.get(channelToken) === answer) approvals.delete(channelToken);
    return html(response, status, renderPastePage({ text, ok }));
  };

  const approveOnce = async (channelToken: string, fid: number): Promise<Answer> => {
    const { authKey, users } = await options.config();
    const user = users.find((candidate) => candidate.fid === fid);
    if (user === undefined) return { status: 400, text: 'Unknown Farcaster id', ok: false };
    const pending = await pendingRequest(channelToken);
    if ('error' in pending) return { status: 409, text: pending.error ?? '', ok: false };
    const params = pending.request;
    const built = wallet.buildSignInMessage({
      address: user.account.address,
      fid: user.fid,
      uri: params.siweUri,
      domain: params.domain,
      ...(params.nonce === undefined ? {} : { nonce: params.nonce }),
      ...(params.notBefore === undefined ? {} : { notBefore: new Date(params.notBefore) }),
      ...(params.expirationTime === undefined ? {} : { expirationTime: new Date(params.expirationTime) }),
      ...(params.requestId === undefined ? {} : { requestId: params.requestId }),
    });
    if (built.isError) return { status: 400, text: 'The request cannot be signed', ok: false };
    const signature = await user.account.signMessage({ message: built.message });
    const done = await wallet
      .authenticate({
        channelToken,
        authKey,
        message: built.message,
        signature,
        fid: user.fid,
        username: user.username,
        displayName: user.displayName,
      })
      .catch(() => undefined);
    if (done === undefined || done.isError || done.response.status !== 201) {
      return { status: 502, text: 'The relay did not take the approval', ok: false };
    }
    return {
      status: 200,
      text: `Approved: signed in to ${params.domain} as @${user.username}. Return to the app.`,
      ok: true,
    };
  };

  return async (request, response, url) => {
    if (url.pathname !== '/farcaster' && !url.pathname.startsWith('/farcaster/')) return false;
    if (request.method === 'GET' && url.pathname === '/farcaster') {
      if (!url.searchParams.has('channelToken') && !url.searchParams.has('uri')) {
        html(response, 200, renderPastePage());
        return true;
      }
      const channelToken = tokenOf(url.searchParams, wallet);
      if (channelToken === undefined) {
        html(response, 400, renderPastePage({ text: 'That is not a Farcaster connect URI', ok: false }));
        return true;
      }
      if (approvals.has(channelToken)) {
        html(response, 409, renderPastePage({ text: 'This request was already answered', ok: false }));
        return true;
      }
      const pending = await pendingRequest(channelToken);
      if ('error' in pending) {
        html(response, 404, renderPastePage({ text: pending.error ?? '', ok: false }));
        return true;
      }
      const { users } = await options.config();
      html(
        response,
        200,
        renderRequestPage(
          {
            channelToken,
            domain: pending.request.domain,
            siweUri: pending.request.siweUri,
            nonce: pending.request.nonce ?? '',
          },
          users,
        ),
      );
      return true;
    }
    if (
      request.method === 'POST' &&
      (url.pathname === '/farcaster/approve' || url.pathname === '/farcaster/reject')
    ) {
      if (!sameOrigin(request)) {
        html(response, 403, renderPastePage({ text: 'Approvals are taken from this page only', ok: false }));
        return true;
      }
      if (url.pathname === '/farcaster/reject') {
        await readForm(request);
        html(response, 200, renderPastePage({ text: 'Request rejected. Nothing was signed.', ok: true }));
        return true;
      }
      await approve(request, response);
      return true;
    }
    response.writeHead(405, { allow: 'GET, POST' }).end();
    return true;
  };
};
