import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiError, badRequest } from '../../api/http/ApiError.js';
import { clientKey } from '../../api/http/rateLimits.js';
import {
  completeEmailChange,
  confirmPrimary,
  findEmailChange,
  startEmailChange,
} from '../db/emailChanges.js';
import { hostHeadersSchema } from '../http/hostGuard.js';
import { loginError } from '../http/loginErrors.js';
import { proofOf } from '../http/requireProof.js';
import { requireSession } from '../http/requireSession.js';
import { normaliseEmail } from '../otp/normaliseEmail.js';
import { requestLoginCode } from '../otp/requestLoginCode.js';
import { verifyLoginCode } from '../otp/verifyLoginCode.js';
import { projectQuerySchema, type WalletRouteContext } from './WalletRouteContext.js';

const otpBody = {
  type: 'object',
  properties: { otp: { type: 'string', pattern: '^[0-9]{6}$' } },
  required: ['otp'],
} as const;

const NO_CHANGE = 'No e-mail change is waiting. Start again';

/**
 * UPDATE_EMAIL: POST /v1/email/update {email} → {action: 'VERIFY_PRIMARY_OTP'} (a code to the current
 * address); POST /v1/email/update/primary {otp} → {} (then a code to the new address);
 * POST /v1/email/update/secondary {otp} → {newEmail, address}. Both codes are the login codes of their
 * address (same rules, quotas and attempts); the change lasts as long as a code.
 */
export const registerEmailUpdateRoutes = (app: FastifyInstance, context: WalletRouteContext): void => {
  /** The session of an e-mail login: a social login's wallet has no address to change. */
  const session = async (request: FastifyRequest) => {
    const found = await requireSession(context, request, await context.host(request));
    if (found.email === null) {
      throw apiError(409, 'email', 'This wallet signs in with a social account; it has no e-mail address');
    }
    return { ...found, email: found.email };
  };
  const mailCode = async (email: string, request: FastifyRequest) => {
    const sent = await requestLoginCode(context, {
      email,
      client: clientKey(request.ip),
      jkt: proofOf(request).jkt,
    });
    if (sent.isErr()) throw loginError(sent.error);
  };
  const checkCode = async (email: string, otp: string, request: FastifyRequest) => {
    const checked = await verifyLoginCode(context, {
      email,
      code: otp,
      client: clientKey(request.ip),
      jkt: proofOf(request).jkt,
    });
    if (checked.isErr()) throw loginError(checked.error);
  };
  const common = { querystring: projectQuerySchema(), headers: hostHeadersSchema };

  app.post<{ Body: { email: string } }>(
    '/v1/email/update',
    {
      schema: {
        ...common,
        body: {
          type: 'object',
          properties: { email: { type: 'string', minLength: 1, maxLength: 254 } },
          required: ['email'],
        },
      },
    },
    async (request) => {
      const current = await session(request);
      const normalised = normaliseEmail(request.body.email);
      if (normalised.isErr()) throw badRequest('email', normalised.error);
      if (normalised.value === current.email)
        throw badRequest('email', 'This is already your e-mail address');
      await startEmailChange(context.db, {
        userId: current.userId,
        newEmail: normalised.value,
        now: context.clock.now(),
        ttlMs: context.rules.ttlMs,
      });
      await mailCode(current.email, request);
      return { action: 'VERIFY_PRIMARY_OTP' };
    },
  );
  app.post<{ Body: { otp: string } }>(
    '/v1/email/update/primary',
    { schema: { ...common, body: otpBody } },
    async (request) => {
      const current = await session(request);
      const change = await findEmailChange(context.db, current.userId, context.clock.now());
      if (change === undefined) throw apiError(409, 'email', NO_CHANGE);
      await checkCode(current.email, request.body.otp, request);
      await confirmPrimary(context.db, current.userId, context.clock.now());
      await mailCode(change.newEmail, request);
      return {};
    },
  );
  app.post<{ Body: { otp: string } }>(
    '/v1/email/update/secondary',
    { schema: { ...common, body: otpBody } },
    async (request) => {
      const current = await session(request);
      const change = await findEmailChange(context.db, current.userId, context.clock.now());
      if (change === undefined || !change.primaryConfirmed) throw apiError(409, 'email', NO_CHANGE);
      await checkCode(change.newEmail, request.body.otp, request);
      if (!(await completeEmailChange(context.db, current.userId, change.newEmail))) {
        throw apiError(409, 'email', 'This e-mail address belongs to another wallet');
      }
      return { newEmail: change.newEmail, address: current.address };
    },
  );
};
