import type { ResultAsync } from 'neverthrow';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { AlertIcon, SpinnerIcon } from '../icons.js';
import { OTP_LENGTH, OtpBoxes } from './OtpBoxes.js';

/** Seconds until Resend, ticking once a second while it counts. */
export const useResendWait = (wait: () => number): number => {
  const [seconds, setSeconds] = useState(wait);
  useEffect(() => {
    setSeconds(wait());
    const timer = window.setInterval(() => setSeconds(wait()), 1000);
    return () => window.clearInterval(timer);
  }, [wait]);
  return seconds;
};

export interface CodeEntryProps {
  /** Where the code went ("Enter the code we sent to …"). */
  readonly intro: ReactNode;
  readonly verifying: boolean;
  /** The last failure's text (the boxes show as invalid). */
  readonly error: string | undefined;
  /** The six digits were entered: the boxes clear when it fails. */
  readonly submit: (code: string) => ResultAsync<unknown, unknown>;
  /** "Resend code": seconds to wait (0: it may) and what it does; a notice shows once it resent. */
  readonly resend?: { readonly wait: number; readonly send: () => ResultAsync<unknown, unknown> };
  /** What shows under the boxes instead of Resend (e.g. "Start again"). */
  readonly footer?: ReactNode;
}

/**
 * A six-digit code mailed to an address: the boxes (submitted once complete, cleared when refused), the status
 * line (verifying, the catalogue error, or "A new code was sent"), and Resend after its cooldown.
 */
export function CodeEntry({ intro, verifying, error, submit, resend, footer }: CodeEntryProps) {
  const [code, setCode] = useState('');
  const [notice, setNotice] = useState<string | undefined>(undefined);
  const errorId = useId();
  const onChange = (next: string) => {
    setCode(next);
    setNotice(undefined);
    if (next.length === OTP_LENGTH && !verifying) void submit(next).mapErr(() => setCode(''));
  };
  const again = () => {
    setNotice(undefined);
    void resend?.send().match(
      () => setNotice('A new code was sent'),
      () => undefined,
    );
  };
  return (
    <div className="latch-otp">
      <p className="latch-otp-intro">{intro}</p>
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
      {resend === undefined ? null : (
        <p className="latch-otp-resend">
          Didn't receive it?{' '}
          <button
            type="button"
            className="latch-link-button"
            disabled={resend.wait > 0 || verifying}
            onClick={again}
          >
            {resend.wait > 0 ? `Resend code in ${resend.wait}s` : 'Resend code'}
          </button>
        </p>
      )}
      {footer}
    </div>
  );
}
