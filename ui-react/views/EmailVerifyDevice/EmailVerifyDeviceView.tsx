import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { emailStyles } from '../../components/EmailField/styles.js';
import { AlertIcon, SpinnerIcon } from '../../components/icons.js';
import { componentStyles } from '../../components/styles.js';
import { useRouter } from '../../context/coreHooks.js';
import { useStyles } from '../../shell/styleSheets.js';
import { type FlowViewProps, flowView } from '../flowView.js';

/**
 * SPEC §2 EmailVerifyDevice {email}: a new device is approved from the link mailed to the address (CONNECT_DEVICE
 * waits for it); then the code view. Resend mails the link again after the 30 s cooldown.
 */
const EmailVerifyDeviceFlow = observer(function EmailVerifyDeviceFlow({
  store: email,
}: FlowViewProps<'email'>) {
  useStyles('components', componentStyles);
  useStyles('email', emailStyles);
  const router = useRouter();
  const address = router.dataOf('EmailVerifyDevice')?.email ?? email.email;
  useEffect(() => {
    void email.confirmDevice().map(() => router.replace('EmailVerifyOtp', { email: address }));
  }, [email, router, address]);
  return (
    <div className="latch-otp">
      <p className="latch-otp-intro">
        Approve the login from the link we sent to <strong>{address}</strong>
      </p>
      <div className="latch-otp-status" aria-live="polite">
        {email.error === undefined ? (
          <>
            <SpinnerIcon size={14} /> Waiting for the approval…
          </>
        ) : (
          <span className="latch-email-error" role="alert">
            <AlertIcon size={14} />
            {email.error}
          </span>
        )}
      </div>
      <p className="latch-otp-resend">
        Didn't receive it?{' '}
        <button
          type="button"
          className="latch-link-button"
          disabled={email.resendWaitSeconds() > 0}
          onClick={() => void email.resend()}
        >
          Resend link
        </button>
      </p>
    </div>
  );
});

export const EmailVerifyDeviceView = flowView('email', EmailVerifyDeviceFlow);
