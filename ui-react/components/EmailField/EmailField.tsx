import { observer } from 'mobx-react-lite';
import { type FormEvent, useState } from 'react';
import { useFlow, useRouter } from '../../context/coreHooks.js';
import { useStyles } from '../../shell/styleSheets.js';
import { ChevronRightIcon, SpinnerIcon } from '../icons.js';
import { EmailAddressInput } from './EmailAddressInput.js';
import { emailStyles } from './styles.js';

/**
 * SPEC §2 Connect's e-mail method: the address, checked by the core (SPEC §5), sent to the embedded wallet (30 s
 * cooldown); then the code view, the device confirmation, or Account when the wallet connects at once.
 */
export const EmailField = observer(function EmailField() {
  useStyles('email', emailStyles);
  const email = useFlow('email');
  const router = useRouter();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const busy = email?.step === 'sending';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (email === undefined || busy) return;
    void email.submitEmail(value).match(
      (next) => {
        setError(undefined);
        if (next === 'otp') router.push('EmailVerifyOtp', { email: email.email });
        else if (next === 'device') router.push('EmailVerifyDevice', { email: email.email });
      },
      (failure) => setError(failure.code === 'REQUEST_ABORTED' ? undefined : failure.message),
    );
  };
  return (
    <form className="latch-email-form" onSubmit={submit} noValidate>
      <EmailAddressInput
        label="Email"
        value={value}
        error={error}
        onChange={(next) => {
          setValue(next);
          setError(undefined);
        }}
      >
        {value.trim() === '' ? null : (
          <button
            type="submit"
            className="latch-email-submit"
            aria-label="Continue with email"
            aria-disabled={busy || email === undefined || undefined}
          >
            {busy ? <SpinnerIcon size={16} /> : <ChevronRightIcon size={16} />}
          </button>
        )}
      </EmailAddressInput>
    </form>
  );
});
