import { observer } from 'mobx-react-lite';
import { CodeEntry, useResendWait } from '../../components/EmailField/CodeEntry.js';
import { emailStyles } from '../../components/EmailField/styles.js';
import { componentStyles } from '../../components/styles.js';
import { useRouter } from '../../context/coreHooks.js';
import { useStyles } from '../../shell/styleSheets.js';
import { type FlowViewProps, flowView } from '../flowView.js';

/**
 * SPEC §2 EmailVerifyOtp {email}: the six-digit code mailed to the address, submitted once complete; wrong and
 * expired codes say so (the boxes clear); Resend asks again, after the 30 s cooldown. Connecting moves to Account.
 */
const EmailVerifyOtpFlow = observer(function EmailVerifyOtpFlow({ store: email }: FlowViewProps<'email'>) {
  useStyles('components', componentStyles);
  useStyles('email', emailStyles);
  const router = useRouter();
  const address = router.dataOf('EmailVerifyOtp')?.email ?? email.email;
  const wait = useResendWait(email.resendWaitSeconds);
  return (
    <CodeEntry
      intro={
        <>
          Enter the code we sent to <strong>{address}</strong>
        </>
      }
      verifying={email.step === 'verifying'}
      error={email.error}
      submit={email.submitCode}
      resend={{ wait, send: email.resend }}
    />
  );
});

export const EmailVerifyOtpView = flowView('email', EmailVerifyOtpFlow);
