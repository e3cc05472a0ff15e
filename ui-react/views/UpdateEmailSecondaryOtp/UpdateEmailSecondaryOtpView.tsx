import { observer } from 'mobx-react-lite';
import { CodeEntry } from '../../components/EmailField/CodeEntry.js';
import { emailStyles } from '../../components/EmailField/styles.js';
import { componentStyles } from '../../components/styles.js';
import { useRouter, useToasts } from '../../context/coreHooks.js';
import { useStyles } from '../../shell/styleSheets.js';
import { type FlowViewProps, flowView } from '../flowView.js';

/**
 * The e-mail change's second code (UPDATE_EMAIL_SECONDARY_OTP), mailed to the new address: once it is right the
 * wallet signs in with the new address, Account shows it, and a toast says so. The change's codes cannot be sent
 * again from here: "Start again" goes back to the new address.
 */
const UpdateEmailSecondaryOtpFlow = observer(function UpdateEmailSecondaryOtpFlow({
  store: update,
}: FlowViewProps<'emailUpdate'>) {
  useStyles('components', componentStyles);
  useStyles('email', emailStyles);
  const router = useRouter();
  const toasts = useToasts();
  const next = router.dataOf('UpdateEmailSecondaryOtp')?.email ?? update.newEmail;
  const verifying = update.pending === 'secondary';
  return (
    <CodeEntry
      intro={
        <>
          Enter the code we sent to your new address <strong>{next}</strong>
        </>
      }
      verifying={verifying}
      error={update.error}
      submit={(code) =>
        update.submitSecondary(code).map((email) => {
          toasts.show({ message: `Email updated to ${email}`, variant: 'success' });
          router.reset('Account');
          return email;
        })
      }
      footer={
        <p className="latch-otp-resend">
          Didn't receive it?{' '}
          <button
            type="button"
            className="latch-link-button"
            disabled={verifying}
            onClick={() => router.goBack()}
          >
            Start again
          </button>
        </p>
      }
    />
  );
});

export const UpdateEmailSecondaryOtpView = flowView('emailUpdate', UpdateEmailSecondaryOtpFlow);
