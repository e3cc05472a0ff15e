import type { RefObject } from 'react';
import { SpinnerIcon } from './icons.js';

/**
 * What a form's action button does now (`kind`), or nothing ('none': inactive, the label says why), shared by
 * Send, Swap and On-ramp so their buttons behave alike.
 */
export interface FormAction<Kind extends string> {
  readonly label: string;
  readonly kind: Kind | 'none';
}

export interface SubmitButtonProps {
  /** What a press does now, or why it does nothing ('Preview', 'Enter an amount', 'Approving…'). */
  readonly label: string;
  /** Work under way: a spinner before the label. */
  readonly busy: boolean;
  /** Does nothing now; stays focusable, aria-disabled, so its label can say why. */
  readonly inactive: boolean;
  /** The kind of action, for tests and styles (data-action). */
  readonly action?: string;
  readonly buttonRef?: RefObject<HTMLButtonElement | null>;
}

/**
 * The full-width primary button that submits the Send, Swap or On-ramp form. Styled by the forms'
 * `.latch-send-submit` rule (views/Send/styles.ts), which the views using it load.
 */
export function SubmitButton({ label, busy, inactive, action, buttonRef }: SubmitButtonProps) {
  return (
    <button
      ref={buttonRef}
      type="submit"
      className="latch-button latch-button-primary latch-send-submit"
      aria-disabled={inactive || undefined}
      data-action={action}
    >
      {busy ? <SpinnerIcon size={14} /> : null}
      {label}
    </button>
  );
}
