import { observer } from 'mobx-react-lite';
import { type FormEvent, useState } from 'react';
import { EMAIL_TEXTS } from '../../../core/lib/errors/index.js';
import { EmailAddressInput } from '../../components/EmailField/EmailAddressInput.js';
import { emailStyles } from '../../components/EmailField/styles.js';
import { SpinnerIcon } from '../../components/icons.js';
import { componentStyles } from '../../components/styles.js';
import { useRouter } from '../../context/coreHooks.js';
import { useStyles } from '../../shell/styleSheets.js';
import { type FlowViewProps, flowView } from '../flowView.js';

/**
 * Account's "Update e-mail" (SPEC §7 APP_UPDATE_EMAIL): the new address, checked by the core (valid, not the
 * current one); Save sends it, a code goes to the current address and its view shows. Cancel goes back.
 */
const UpdateEmailWalletFlow = observer(function UpdateEmailWalletFlow({
  store: update,
}: FlowViewProps<'emailUpdate'>) {
  useStyles('components', componentStyles);
  useStyles('email', emailStyles);
  const router = useRouter();
  const [value, setValue] = useState(update.newEmail);
  const busy = update.pending === 'sending';
  const error = update.error;
  const current = update.currentEmail;
  if (current === undefined)
    return (
      <div className="latch-otp">
        <p className="latch-otp-intro">{EMAIL_TEXTS.EMAIL_UPDATE_UNAVAILABLE}</p>
      </div>
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    void update
      .submitEmail(value)
      .map(() => router.push('UpdateEmailPrimaryOtp', { email: update.newEmail }));
  };
  return (
    <form className="latch-email-update" onSubmit={submit} noValidate>
      <p className="latch-otp-intro">
        Your wallet signs in with <strong>{current}</strong>. We will send a code to it, then one to the new
        address.
      </p>
      <EmailAddressInput
        label="New email"
        value={value}
        error={error}
        onChange={(next) => {
          setValue(next);
          if (update.error !== undefined) update.leave();
        }}
      />
      <div className="latch-email-update-actions">
        <button type="button" className="latch-button" onClick={() => router.goBack()}>
          Cancel
        </button>
        <button
          type="submit"
          className="latch-button latch-button-primary"
          aria-disabled={busy || value.trim() === '' || undefined}
        >
          {busy ? <SpinnerIcon size={16} /> : null}
          Save
        </button>
      </div>
    </form>
  );
});

export const UpdateEmailWalletView = flowView('emailUpdate', UpdateEmailWalletFlow);
