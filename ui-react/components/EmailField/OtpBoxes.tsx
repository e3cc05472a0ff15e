import { type ClipboardEvent, type KeyboardEvent, useRef } from 'react';

export const OTP_LENGTH = 6;

export interface OtpBoxesProps {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly invalid: boolean;
  readonly disabled: boolean;
  readonly describedBy?: string | undefined;
}

const digitsOf = (text: string) => text.replace(/\D/g, '').slice(0, OTP_LENGTH);

/** Six one-digit boxes: typing moves on, Backspace moves back, a pasted code fills them all. */
export function OtpBoxes({ value, onChange, invalid, disabled, describedBy }: OtpBoxesProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focus = (index: number) => boxes.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))]?.focus();
  const setDigit = (index: number, digit: string) => {
    const chars = value.padEnd(OTP_LENGTH, ' ').split('');
    chars[index] = digit === '' ? ' ' : digit;
    onChange(chars.join('').trimEnd().replace(/ /g, ''));
  };
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const digits = digitsOf(event.clipboardData.getData('text'));
    if (digits === '') return;
    event.preventDefault();
    onChange(digits);
    focus(digits.length);
  };
  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && (value[index] ?? '') === '') {
      event.preventDefault();
      setDigit(index - 1, '');
      focus(index - 1);
    } else if (event.key === 'ArrowLeft') focus(index - 1);
    else if (event.key === 'ArrowRight') focus(index + 1);
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of six inputs labelled as one code
    <div
      className="latch-otp-boxes"
      role="group"
      aria-label="Verification code"
      data-invalid={invalid || undefined}
    >
      {Array.from({ length: OTP_LENGTH }, (_, index) => (
        <input
          // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are positions
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          className="latch-otp-box"
          type="text"
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          maxLength={OTP_LENGTH}
          aria-label={`Digit ${index + 1}`}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          disabled={disabled}
          value={value[index] ?? ''}
          onPaste={onPaste}
          onKeyDown={onKeyDown(index)}
          onChange={(event) => {
            const digits = digitsOf(event.target.value);
            if (digits.length > 1) {
              // Autofill or a typed-over box: the digits fill from here on.
              const next = (value.slice(0, index) + digits).slice(0, OTP_LENGTH);
              onChange(next);
              focus(next.length);
              return;
            }
            setDigit(index, digits);
            if (digits !== '') focus(index + 1);
          }}
        />
      ))}
    </div>
  );
}
