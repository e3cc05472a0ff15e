import { apiError } from '../../api/http/ApiError.js';
import { createDeviceLink } from '../db/devices.js';
import type { WalletRouteContext } from './WalletRouteContext.js';

/** Mails a fresh confirmation link for (email, device); it lasts as long as a login code. */
export const mailDeviceLink = async (
  context: WalletRouteContext,
  email: string,
  deviceId: string,
): Promise<void> => {
  const token = await createDeviceLink(context.db, {
    email,
    deviceId,
    now: context.clock.now(),
    ttlMs: context.rules.ttlMs,
  });
  try {
    await context.mailer.sendDeviceLink(email, `${context.ownOrigin()}/v1/device/confirm?token=${token}`);
  } catch {
    throw apiError(503, 'email', 'The confirmation link could not be sent. Please try again in a moment');
  }
};
