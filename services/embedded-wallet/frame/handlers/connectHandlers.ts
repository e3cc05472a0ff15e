import { err, ok } from 'neverthrow';
import { currentChainId } from '../chainIdOf.js';
import { type FrameDeps, type FrameHandlers, fieldsOf } from '../FrameDeps.js';

const EMAIL_MAX = 254;
const OTP = /^[0-9]{6}$/;
/** How long one wait for the device link lasts on the service before the frame asks again. */
const DEVICE_WAIT_ROUNDS = 40;

interface Verified {
  readonly token: string;
  readonly user: { readonly email: string; readonly address: string; readonly chainId: number };
}

/**
 * CONNECT_EMAIL {email} → {action}; CONNECT_DEVICE (resolves once the link mailed to the address is
 * opened; the service then mails the login code); CONNECT_OTP {otp}. The token the service gives for the
 * code stays in the frame's storage; the host page hears only SESSION_UPDATE {isConnected, address, …}.
 */
export const connectHandlers = (deps: FrameDeps): FrameHandlers => {
  let pendingEmail: string | undefined;
  return [
    [
      'CONNECT_EMAIL',
      async (payload) => {
        const { email } = fieldsOf(payload);
        if (typeof email !== 'string' || email.length === 0 || email.length > EMAIL_MAX) {
          return err('Please enter a valid email address');
        }
        const started = await deps.api.post<{ action: string }>('/v1/email/start', {
          email,
          deviceId: deps.store.deviceId(),
        });
        if (started.isErr()) return err(started.error.message);
        pendingEmail = email;
        return ok({ action: started.value.action });
      },
    ],
    [
      'CONNECT_DEVICE',
      async () => {
        if (pendingEmail === undefined) return err('Enter your e-mail address first');
        for (let round = 0; round < DEVICE_WAIT_ROUNDS; round += 1) {
          const waited = await deps.api.post<{ approved: boolean }>('/v1/device/wait', {
            email: pendingEmail,
            deviceId: deps.store.deviceId(),
          });
          if (waited.isErr()) return err(waited.error.message);
          if (waited.value.approved) return ok(undefined);
        }
        return err('The device was not confirmed in time. Request a new link');
      },
    ],
    [
      'CONNECT_OTP',
      async (payload) => {
        const { otp } = fieldsOf(payload);
        if (typeof otp !== 'string' || !OTP.test(otp)) return err('Invalid code');
        if (pendingEmail === undefined) return err('Enter your e-mail address first');
        const verified = await deps.api.post<Verified>('/v1/email/verify', {
          email: pendingEmail,
          otp,
          deviceId: deps.store.deviceId(),
        });
        if (verified.isErr()) return err(verified.error.message);
        deps.store.setToken(verified.value.token);
        pendingEmail = undefined;
        const { user } = verified.value;
        deps.sessionChanged({
          isConnected: true,
          address: user.address,
          email: user.email,
          chainId: currentChainId(deps),
        });
        return ok(undefined);
      },
    ],
  ];
};
