import type { FastifyInstance } from 'fastify';
import { emailError } from '../../../core/lib/errors/index.js';
import { apiError, badRequest } from '../../api/http/ApiError.js';
import { clientKey } from '../../api/http/rateLimits.js';
import { isDeviceConfirmed, rememberDevice } from '../db/devices.js';
import { createSession } from '../db/sessions.js';
import { findOrCreateUser } from '../db/users.js';
import { hostHeadersSchema } from '../http/hostGuard.js';
import { loginError } from '../http/loginErrors.js';
import { proofOf } from '../http/requireProof.js';
import { normaliseEmail } from '../otp/normaliseEmail.js';
import { requestLoginCode } from '../otp/requestLoginCode.js';
import { verifyLoginCode } from '../otp/verifyLoginCode.js';
import { mailDeviceLink } from './mailDeviceLink.js';
import { projectQuerySchema, type WalletRouteContext } from './WalletRouteContext.js';

const email = { type: 'string', minLength: 1, maxLength: 254 } as const;
/** The frame's random id of this browser (device confirmation). */
export const deviceIdSchema = { type: 'string', pattern: '^[A-Za-z0-9_-]{16,128}$' } as const;

const emailOf = (text: string): string => {
  const normalised = normaliseEmail(text);
  if (normalised.isErr()) throw badRequest('email', normalised.error);
  return normalised.value;
};

/**
 * With device confirmation on, the device id this browser must still confirm for the address (undefined once it
 * is confirmed); a request without a device id then gets nothing (400). Off: never a device to confirm.
 */
const deviceToConfirm = async (
  context: WalletRouteContext,
  address: string,
  deviceId: string | undefined,
): Promise<string | undefined> => {
  if (!context.rules.deviceConfirmation) return undefined;
  if (deviceId === undefined) throw badRequest('deviceId', emailError('DEVICE_ID_REQUIRED').message);
  return (await isDeviceConfirmed(context.db, address, deviceId, context.clock.now())) ? undefined : deviceId;
};

/**
 * POST /v1/email/start {email, deviceId} → {action: 'VERIFY_OTP'} (a code is mailed), or, with device confirmation
 * on (rules.deviceConfirmation), 'VERIFY_DEVICE' for every browser not yet confirmed for the address (a
 * confirmation link is mailed instead) — whether the address has a wallet or not, so the answer never tells;
 * POST /v1/email/verify {email, otp, deviceId} → {token, expiresAt, user} (CONNECT_OTP; with device confirmation
 * on, only for a confirmed browser; the device is
 * remembered). Both carry the frame's proof (`x-latch-proof`): the code is mailed for that frame key and is
 * right only with its proof, and the token is bound to it (useless without the key). The token is the session's
 * bearer token: the frame keeps it in its own origin and never posts it to the host page.
 */
export const registerEmailLoginRoutes = (app: FastifyInstance, context: WalletRouteContext): void => {
  app.post<{ Body: { email: string; deviceId?: string } }>(
    '/v1/email/start',
    {
      schema: {
        querystring: projectQuerySchema(),
        headers: hostHeadersSchema,
        body: { type: 'object', properties: { email, deviceId: deviceIdSchema }, required: ['email'] },
      },
    },
    async (request) => {
      await context.host(request);
      const address = emailOf(request.body.email);
      const deviceId = await deviceToConfirm(context, address, request.body.deviceId);
      if (deviceId !== undefined) {
        await mailDeviceLink(context, { email: address, deviceId, client: clientKey(request.ip) });
        return { action: 'VERIFY_DEVICE' };
      }
      const result = await requestLoginCode(context, {
        email: address,
        client: clientKey(request.ip),
        jkt: proofOf(request).jkt,
      });
      if (result.isErr()) throw loginError(result.error);
      return { action: 'VERIFY_OTP' };
    },
  );
  app.post<{ Body: { email: string; otp: string; deviceId?: string } }>(
    '/v1/email/verify',
    {
      schema: {
        querystring: projectQuerySchema(),
        headers: hostHeadersSchema,
        body: {
          type: 'object',
          properties: { email, otp: { type: 'string', pattern: '^[0-9]{6}$' }, deviceId: deviceIdSchema },
          required: ['email', 'otp'],
        },
      },
    },
    async (request) => {
      const host = await context.host(request);
      const address = emailOf(request.body.email);
      const { jkt } = proofOf(request);
      if ((await deviceToConfirm(context, address, request.body.deviceId)) !== undefined) {
        throw apiError(403, 'deviceId', emailError('DEVICE_NOT_CONFIRMED').message);
      }
      const result = await verifyLoginCode(context, {
        email: address,
        code: request.body.otp,
        client: clientKey(request.ip),
        jkt,
      });
      if (result.isErr()) throw loginError(result.error);
      const user = await findOrCreateUser(context.db, context.ring, address);
      if (request.body.deviceId !== undefined) {
        await rememberDevice(context.db, address, { id: request.body.deviceId }, context.clock.now());
      }
      const session = await createSession(context.db, {
        userId: user.userId,
        ...host,
        jkt,
        now: context.clock.now(),
        ttlMs: context.rules.sessionTtlMs,
      });
      return {
        token: session.token,
        expiresAt: session.expiresAt.toISOString(),
        user: { email: user.email, address: user.address, chainId: context.chainIds[0] },
      };
    },
  );
};
