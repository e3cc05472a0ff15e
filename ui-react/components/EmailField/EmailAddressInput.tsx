import { type ReactNode, useId } from 'react';
import { AlertIcon } from '../icons.js';

export interface EmailAddressInputProps {
  /** The field's accessible name and placeholder ("Email", "New email"). */
  readonly label: string;
  readonly value: string;
  /** A catalogue text shown under the field and tied to it with aria-describedby. */
  readonly error: string | undefined;
  readonly onChange: (value: string) => void;
  /** Drawn inside the field, after the input (Connect's arrow button). */
  readonly children?: ReactNode;
}

/**
 * The one e-mail address input of the modal (Connect's e-mail method and Account's "Update e-mail"): the
 * address keyboard and autofill, and its error said at the field. Styles: `emailStyles`, mounted by the caller.
 */
export function EmailAddressInput({ label, value, error, onChange, children }: EmailAddressInputProps) {
  const errorId = useId();
  return (
    <>
      <div className="latch-email-field" data-invalid={error !== undefined || undefined}>
        <input
          className="latch-email-input"
          type="email"
          name="email"
          inputMode="email"
          autoComplete="email"
          placeholder={label}
          aria-label={label}
          aria-invalid={error !== undefined || undefined}
          aria-describedby={error === undefined ? undefined : errorId}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
        {children}
      </div>
      {error === undefined ? null : (
        <p className="latch-email-error" id={errorId} role="alert">
          <AlertIcon size={14} />
          {error}
        </p>
      )}
    </>
  );
}
