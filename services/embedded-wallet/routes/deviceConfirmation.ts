import type { FastifyInstance } from 'fastify';
import { apiError } from '../../api/http/ApiError.js';
import { clientKey } from '../../api/http/rateLimits.js';
import { confirmDeviceLink, deviceLinkState } from '../db/devices.js';
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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const page = (text: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Latch wallet</title></head><body><p>${text}</p></body></html>`;

/**
 * GET /v1/device/confirm?token — the link mailed for VERIFY_DEVICE (opened from the mail, so no project or
 * host header): confirms the device. POST /v1/device/wait {email, deviceId} (CONNECT_DEVICE) — a long poll:
 * {approved: true} once the link was opened (the login code is then mailed), {approved: false} after
 * DEVICE_WAIT_MS (ask again), 410 when there is no live link.
 */
export const registerDeviceRoutes = (app: FastifyInstance, context: WalletRouteContext): void => {
  app.get<{ Querystring: { token: string } }>(
    '/v1/device/confirm',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { token: { type: 'string', pattern: '^[A-Za-z0-9_-]{43}$' } },
          required: ['token'],
        },
      },
    },
    async (request, reply) => {
      const confirmed = await confirmDeviceLink(context.db, request.query.token, context.clock.now());
      return reply
        .status(confirmed ? 200 : 410)
        .headers({
          'content-type': 'text/html; charset=utf-8',
          'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
          'referrer-policy': 'no-referrer',
          'cache-control': 'no-store',
        })
        .send(
          page(
            confirmed
              ? 'This browser is confirmed. Go back to the site: your login code is on its way.'
              : 'This link has expired or was already replaced. Request a new one on the site.',
          ),
        );
    },
  );
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
    async (request) => {
      await context.host(request);
      const email = normaliseEmail(request.body.email);
      if (email.isErr()) throw apiError(400, 'email', email.error);
      const started = Date.now();
      for (;;) {
        const state = await deviceLinkState(
          context.db,
          email.value,
          request.body.deviceId,
          context.clock.now(),
        );
        if (state === 'none')
          throw apiError(410, 'device', 'The confirmation link has expired. Request a new one');
        if (state === 'confirmed') {
          const code = await requestLoginCode(context, {
            email: email.value,
            client: clientKey(request.ip),
            jkt: proofOf(request).jkt,
          });
          if (code.isErr() && code.error.kind !== 'cooldown') throw loginError(code.error);
          return { approved: true };
        }
        if (Date.now() - started >= DEVICE_WAIT_MS) return { approved: false };
        await sleep(POLL_MS);
      }
    },
  );
};
