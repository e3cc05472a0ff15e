import { err, ok } from 'neverthrow';
import { currentChainId } from '../chainIdOf.js';
import { type FrameDeps, type FrameHandlers, fieldsOf } from '../FrameDeps.js';

const OTP = /^[0-9]{6}$/;

const otpOf = (payload: unknown): string | undefined => {
  const { otp } = fieldsOf(payload);
  return typeof otp === 'string' && OTP.test(otp) ? otp : undefined;
};

/**
 * UPDATE_EMAIL {email} → {action: 'VERIFY_PRIMARY_OTP'} (a code goes to the current address);
 * UPDATE_EMAIL_PRIMARY_OTP {otp} (then a code goes to the new address); UPDATE_EMAIL_SECONDARY_OTP {otp}
 * → {newEmail}, and SESSION_UPDATE with it.
 */
export const emailUpdateHandlers = (deps: FrameDeps): FrameHandlers => [
  [
    'UPDATE_EMAIL',
    async (payload) => {
      const { email } = fieldsOf(payload);
      if (typeof email !== 'string' || email.length === 0 || email.length > 254) {
        return err('Please enter a valid email address');
      }
      const started = await deps.api.post<{ action: string }>('/v1/email/update', { email });
      return started.isOk() ? ok({ action: started.value.action }) : err(started.error.message);
    },
  ],
  [
    'UPDATE_EMAIL_PRIMARY_OTP',
    async (payload) => {
      const otp = otpOf(payload);
      if (otp === undefined) return err('Invalid code');
      const checked = await deps.api.post('/v1/email/update/primary', { otp });
      return checked.isOk() ? ok(undefined) : err(checked.error.message);
    },
  ],
  [
    'UPDATE_EMAIL_SECONDARY_OTP',
    async (payload) => {
      const otp = otpOf(payload);
      if (otp === undefined) return err('Invalid code');
      const changed = await deps.api.post<{ newEmail: string; address: string }>(
        '/v1/email/update/secondary',
        {
          otp,
        },
      );
      if (changed.isErr()) return err(changed.error.message);
      const { newEmail, address } = changed.value;
      deps.sessionChanged({ isConnected: true, address, email: newEmail, chainId: currentChainId(deps) });
      return ok({ newEmail });
    },
  ],
];
