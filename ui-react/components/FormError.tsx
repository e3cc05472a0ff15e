import { type LatchError, userMessage } from '../../core/lib/errors/index.js';
import { AlertIcon } from './icons.js';

export interface FormErrorProps {
  /** The catalogue error to show, in the person's words (userMessage: a wallet's refusal never in its own); nothing when undefined. */
  readonly error: LatchError | undefined;
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
      {userMessage(error)}
    </p>
  );
}
