import type { ReactNode, RefObject } from 'react';

export interface AmountFieldProps {
  /** The input's id, unique in the modal ('latch-send-amount'). */
  readonly id: string;
  /** The box's visible label, the input's accessible name ('Amount', 'You pay'). */
  readonly label: string;
  readonly inputRef: RefObject<HTMLInputElement | null>;
  /** The amount as typed. */
  readonly value: string;
  readonly onChange: (text: string) => void;
  /** The ids of the messages about the amount (an error under the form), space-separated. */
  readonly describedBy?: string | undefined;
  /** The amount itself is wrong: the box is marked and the input is aria-invalid. */
  readonly invalid?: boolean;
  /** Shown but not editable (a flow under way). */
  readonly readOnly?: boolean;
  /** Beside the input: the token or the currency. */
  readonly control: ReactNode;
  /** Under the input's row: the balance, quick amounts. */
  readonly children?: ReactNode;
}

/**
 * The amount box of the Send, Swap and On-ramp forms: the label, a large decimal text input with the token or
 * currency beside it, and what goes under it. Styled by the forms' `.latch-send-*` rules (views/Send/styles.ts),
 * which the views using it load.
 */
export function AmountField({
  id,
  label,
  inputRef,
  value,
  onChange,
  describedBy,
  invalid,
  readOnly,
  control,
  children,
}: AmountFieldProps) {
  return (
    <div className="latch-send-box" data-invalid={invalid}>
      <label className="latch-send-label" htmlFor={id}>
        {label}
      </label>
      <div className="latch-send-amount-row">
        <input
          ref={inputRef}
          id={id}
          className="latch-send-amount"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          placeholder="0"
          value={value}
          readOnly={readOnly}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy === '' ? undefined : describedBy}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
        {control}
      </div>
      {children}
    </div>
  );
}
