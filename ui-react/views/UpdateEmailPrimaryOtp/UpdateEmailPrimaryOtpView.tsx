import { observer } from 'mobx-react-lite';
import { CodeEntry, useResendWait } from '../../components/EmailField/CodeEntry.js';
import { emailStyles } from '../../components/EmailField/styles.js';
import { componentStyles } from '../../components/styles.js';
import { useRouter } from '../../context/coreHooks.js';
import { useStyles } from '../../shell/styleSheets.js';
import { type FlowViewProps, flowView } from '../flowView.js';

/**
 * The e-mail change's first code (UPDATE_EMAIL_PRIMARY_OTP), mailed to the current address: it proves the change
 * is the owner's. Then a code goes to the new address and its view replaces this one. Resend after 30 s.
 */
const UpdateEmailPrimaryOtpFlow = observer(function UpdateEmailPrimaryOtpFlow({
  store: update,
}: FlowViewProps<'emailUpdate'>) {
  useStyles('components', componentStyles);
  useStyles('email', emailStyles);
  const router = useRouter();
  const next = router.dataOf('UpdateEmailPrimaryOtp')?.email ?? update.newEmail;
  const wait = useResendWait(update.resendWaitSeconds);
  return (
    <CodeEntry
      intro={
        <>
          To confirm it is you, enter the code we sent to your current address{' '}
          <strong>{update.currentEmail}</strong>
        </>
      }
      verifying={update.pending === 'primary'}
      error={update.error}
      submit={(code) =>
        update.submitPrimary(code).map(() => router.replace('UpdateEmailSecondaryOtp', { email: next }))
      }
      resend={{ wait, send: update.resend }}
    />
  );
});

export const UpdateEmailPrimaryOtpView = flowView('emailUpdate', UpdateEmailPrimaryOtpFlow);
