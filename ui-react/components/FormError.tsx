import { AlertIcon } from './icons.js';

export interface FormErrorProps {
  /** The catalogue error to show in its words; nothing when undefined. */
  readonly error: { readonly message: string } | undefined;
  /** For the inputs it describes (aria-describedby). */
  readonly id?: string;
}

/**
 * An error of a form or flow step (Send, Swap, On-ramp), announced as an alert. Styled by the forms'
 * `.latch-send-error` rule (views/Send/styles.ts), which the views using it load.
 */
export function FormError({ error, id }: FormErrorProps) {
  if (error === undefined) return null;
  return (
    <p className="latch-send-error" id={id} role="alert">
      <AlertIcon size={14} />
      {error.message}
    </p>
  );
}
