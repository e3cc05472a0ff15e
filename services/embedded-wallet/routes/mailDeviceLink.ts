import { apiError } from '../../api/http/ApiError.js';
import { createDeviceLink } from '../db/devices.js';
import { loginError } from '../http/loginErrors.js';
import { takeAddressQuotas, takeClientQuota } from '../otp/checkQuota.js';
import type { WalletRouteContext } from './WalletRouteContext.js';

/**
 * Mails a fresh confirmation link for (email, device); it lasts as long as a login code. A link is a mail
 * like a code: it takes a place in the client's and the address's hourly quotas, and has its own re-send
 * cooldown (the login code follows the link at once, so the two cannot share one), all taken atomically.
 */
export const mailDeviceLink = async (
  context: WalletRouteContext,
  request: { readonly email: string; readonly deviceId: string; readonly client: string },
): Promise<void> => {
  const { email, deviceId } = request;
  const byClient = await takeClientQuota(
    context,
    'code-per-client',
    context.rules.perClientPerHour,
    request.client,
  );
  if (byClient.isErr()) throw loginError(byClient.error);
  const byAddress = await takeAddressQuotas(context, email, 'link-cooldown');
  if (byAddress.isErr()) throw loginError(byAddress.error);
  const token = await createDeviceLink(context.db, {
    email,
    deviceId,
    now: context.clock.now(),
    ttlMs: context.rules.ttlMs,
  });
  try {
    await context.mailer.sendDeviceLink(email, `${context.ownOrigin()}/v1/device/confirm?token=${token}`);
  } catch {
    await byAddress.value.release();
    throw apiError(503, 'email', 'The confirmation link could not be sent. Please try again in a moment');
  }
};
