import type { FastifyInstance, FastifyReply } from 'fastify';
import { emailError } from '../../../core/lib/errors/index.js';
import { apiError } from '../../api/http/ApiError.js';
import { clientKey } from '../../api/http/rateLimits.js';
import { confirmDeviceLink, deviceLinkState, isDeviceLinkLive } from '../db/devices.js';
import { hostHeadersSchema } from '../http/hostGuard.js';
import { loginError } from '../http/loginErrors.js';
import { proofOf } from '../http/requireProof.js';
import { normaliseEmail } from '../otp/normaliseEmail.js';
import { requestLoginCode } from '../otp/requestLoginCode.js';
import { deviceIdSchema } from './emailLogin.js';
import { projectQuerySchema, type WalletRouteContext } from './WalletRouteContext.js';

/** How long one wait answers at the latest, and how often it looks. */
export const DEVICE_WAIT_MS = 20_000;
const POLL_MS = 500;
export const DEVICE_CONFIRM_PATH = '/v1/device/confirm';

/** Resolves after `ms`, or at once when `signal` aborts. */
const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });

const tokenSchema = { type: 'string', pattern: '^[A-Za-z0-9_-]{43}$' } as const;

// Opened from a mail, often on a phone: the device's width, and the browser's own light or dark colours (the
// page's policy allows no style of its own).
const page = (body: string) =>
  '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1">' +
  `<meta name="color-scheme" content="light dark"><title>Latch wallet</title></head><body>${body}</body></html>`;

const EXPIRED = '<p>This link has expired or was already replaced. Request a new one on the site.</p>';

const sendPage = (reply: FastifyReply, status: number, body: string) =>
  reply
    .status(status)
    .headers({
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': "default-src 'none'; form-action 'self'; frame-ancestors 'none'",
      // The form's POST carries this origin (no-referrer would make it `null`); no path or token leaves.
      'referrer-policy': 'strict-origin',
      'cache-control': 'no-store',
    })
    .send(page(body));

/** An AbortSignal that aborts when the client goes away before its answer is sent. */
const untilClientLeaves = (reply: FastifyReply): AbortSignal => {
  const gone = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableEnded) gone.abort();
  });
  return gone.signal;
};

/**
 * GET /v1/device/confirm?token — the landing page of the link mailed for VERIFY_DEVICE (opened from the mail, so
 * no project or host header): it only shows a button; a GET changes nothing (mail scanners follow links).
 * POST /v1/device/confirm {token} (the page's form) confirms the device. POST /v1/device/wait {email, deviceId}
 * (CONNECT_DEVICE) — a long poll: {approved: true} once the link was confirmed (the login code is then mailed),
 * {approved: false} after DEVICE_WAIT_MS (ask again), 410 when there is no live link. A wait ends as soon as its
 * client goes away, and one client may hold at most rules.deviceWaitsPerClient at once (429 beyond). Once
 * `stopping` aborts (the service shuts down), every wait answers {approved: false} at once, so its client asks
 * again — of another instance — instead of holding the shutdown up.
 */
export const registerDeviceRoutes = (
  app: FastifyInstance,
  context: WalletRouteContext,
  options: { readonly stopping?: AbortSignal } = {},
): void => {
  app.get<{ Querystring: { token: string } }>(
    DEVICE_CONFIRM_PATH,
    {
      schema: {
        querystring: { type: 'object', properties: { token: tokenSchema }, required: ['token'] },
      },
    },
    async (request, reply) => {
      const { token } = request.query;
      if (!(await isDeviceLinkLive(context.db, token, context.clock.now())))
        return sendPage(reply, 410, EXPIRED);
      return sendPage(
        reply,
        200,
        `<p>A site asks to log in to your Latch wallet from a new browser. Confirm only if you just asked for it.</p>` +
          `<form method="post" action="${DEVICE_CONFIRM_PATH}"><input type="hidden" name="token" value="${token}">` +
          '<button type="submit">Confirm this browser</button></form>',
      );
    },
  );
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    scope.post<{ Body: { token: string } }>(
      DEVICE_CONFIRM_PATH,
      {
        schema: {
          body: { type: 'object', properties: { token: tokenSchema }, required: ['token'] },
        },
      },
      async (request, reply) => {
        const confirmed = await confirmDeviceLink(context.db, request.body.token, context.clock.now());
        return sendPage(
          reply,
          confirmed ? 200 : 410,
          confirmed
            ? '<p>This browser is confirmed. Go back to the site: your login code is on its way.</p>'
            : EXPIRED,
        );
      },
    );
  });
  const waiting = new Map<string, number>();
  app.post<{ Body: { email: string; deviceId: string } }>(
    '/v1/device/wait',
    {
      schema: {
        querystring: projectQuerySchema(),
        headers: hostHeadersSchema,
        body: {
          type: 'object',
          properties: { email: { type: 'string', minLength: 1, maxLength: 254 }, deviceId: deviceIdSchema },
          required: ['email', 'deviceId'],
        },
      },
    },
    async (request, reply) => {
      await context.host(request);
      const email = normaliseEmail(request.body.email);
      if (email.isErr()) throw apiError(400, 'email', email.error);
      const client = clientKey(request.ip);
      const held = waiting.get(client) ?? 0;
      if (held >= context.rules.deviceWaitsPerClient)
        throw apiError(429, 'client', emailError('DEVICE_WAITS_EXCEEDED').message, {
          headers: { 'retry-after': String(Math.ceil(POLL_MS / 1000)) },
        });
      waiting.set(client, held + 1);
      const clientGone = untilClientLeaves(reply);
      const gone =
        options.stopping === undefined ? clientGone : AbortSignal.any([clientGone, options.stopping]);
      try {
        const started = Date.now();
        while (!gone.aborted) {
          const state = await deviceLinkState(
            context.db,
            email.value,
            request.body.deviceId,
            context.clock.now(),
          );
          if (state === 'none') throw apiError(410, 'device', emailError('DEVICE_LINK_EXPIRED').message);
          if (state === 'confirmed') {
            const code = await requestLoginCode(context, {
              email: email.value,
              client,
              jkt: proofOf(request).jkt,
            });
            if (code.isErr() && code.error.kind !== 'cooldown') throw loginError(code.error);
            return { approved: true };
          }
          if (Date.now() - started >= DEVICE_WAIT_MS) return { approved: false };
          await sleep(POLL_MS, gone);
        }
        return { approved: false };
      } finally {
        const left = (waiting.get(client) ?? 1) - 1;
        if (left === 0) waiting.delete(client);
        else waiting.set(client, left);
      }
    },
  );
};
