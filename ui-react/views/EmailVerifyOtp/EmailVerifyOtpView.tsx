import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { OTP_LENGTH, OtpBoxes } from '../../components/EmailField/OtpBoxes.js';
import { emailStyles } from '../../components/EmailField/styles.js';
import { AlertIcon, SpinnerIcon } from '../../components/icons.js';
import { componentStyles } from '../../components/styles.js';
import { useRouter } from '../../context/coreHooks.js';
import { useStyles } from '../../shell/styleSheets.js';
import { type FlowViewProps, flowView } from '../flowView.js';

/** Seconds until Resend, ticking once a second while it counts. */
const useResendWait = (wait: () => number): number => {
  const [seconds, setSeconds] = useState(wait);
  useEffect(() => {
    setSeconds(wait());
    const timer = window.setInterval(() => setSeconds(wait()), 1000);
    return () => window.clearInterval(timer);
  }, [wait]);
  return seconds;
};

/**
 * SPEC §2 EmailVerifyOtp {email}: the six-digit code mailed to the address, submitted once complete; wrong and
 * expired codes say so (the boxes clear); Resend asks again, after the 30 s cooldown. Connecting moves to Account.
 */
const EmailVerifyOtpFlow = observer(function EmailVerifyOtpFlow({ store: email }: FlowViewProps<'email'>) {
  useStyles('components', componentStyles);
  useStyles('email', emailStyles);
  const router = useRouter();
  const address = router.dataOf('EmailVerifyOtp')?.email ?? email.email;
  const [code, setCode] = useState('');
  const [notice, setNotice] = useState<string | undefined>(undefined);
  const errorId = useId();
  const wait = useResendWait(email.resendWaitSeconds);
  const verifying = email.step === 'verifying';
  const error = email.error;

  const onChange = (next: string) => {
    setCode(next);
    setNotice(undefined);
    if (next.length === OTP_LENGTH && !verifying) {
      void email.submitCode(next).mapErr(() => setCode(''));
    }
  };
  const resend = () => {
    setNotice(undefined);
    void email.resend().match(
      () => setNotice('A new code was sent'),
      () => undefined,
    );
  };
  return (
    <div className="latch-otp">
      <p className="latch-otp-intro">
        Enter the code we sent to <strong>{address}</strong>
      </p>
      <OtpBoxes
        value={code}
        onChange={onChange}
        invalid={error !== undefined}
        disabled={verifying}
        describedBy={error === undefined ? undefined : errorId}
      />
      <div className="latch-otp-status" aria-live="polite">
        {verifying ? (
          <>
            <SpinnerIcon size={14} /> Verifying…
          </>
        ) : error !== undefined ? (
          <span className="latch-email-error" id={errorId} role="alert">
            <AlertIcon size={14} />
            {error}
          </span>
        ) : (
          notice
        )}
      </div>
      <p className="latch-otp-resend">
        Didn't receive it?{' '}
        <button type="button" className="latch-link-button" disabled={wait > 0 || verifying} onClick={resend}>
          {wait > 0 ? `Resend code in ${wait}s` : 'Resend code'}
        </button>
      </p>
    </div>
  );
});

export const EmailVerifyOtpView = flowView('email', EmailVerifyOtpFlow);
