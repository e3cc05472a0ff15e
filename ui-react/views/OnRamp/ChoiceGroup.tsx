import type { KeyboardEvent, ReactNode } from 'react';

export interface Choice {
  readonly id: string;
  /** What the option shows (an icon and its name). */
  readonly label: ReactNode;
  /** A second, smaller line ('1-2% fee'). */
  readonly detail?: string;
}

export interface ChoiceGroupProps {
  /** The radio group's name, unique in the modal ('latch-onramp-method'). */
  readonly name: string;
  /** The group's visible label ('Pay with'). */
  readonly label: string;
  readonly choices: readonly Choice[];
  readonly selected: string | undefined;
  readonly disabled?: boolean;
  /** 'row': the label above full-width segments; 'inline': small segments, the label for screen readers only. */
  readonly variant?: 'row' | 'inline';
  readonly onChange: (id: string) => void;
}

const STEPS: Readonly<Record<string, number>> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/** The option the arrow keys (wrapping, as native radios do), Home or End lead to from `index`. */
export const choiceTarget = (key: string, index: number, count: number): number | undefined => {
  if (count <= 0) return undefined;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  const step = STEPS[key];
  return step === undefined ? undefined : (index + step + count) % count;
};

/**
 * One labelled row of segmented options, built on native radio buttons: the group is one Tab stop, the arrow
 * keys (and Home, End) move the choice — handled here, so it also works where the browser's own radio group
 * handling does not reach (inside the shadow root, the dialog moves Tab itself) — and screen readers announce
 * 'Card, radio button, 1 of 2'.
 */
export function ChoiceGroup({
  name,
  label,
  choices,
  selected,
  disabled,
  variant = 'row',
  onChange,
}: ChoiceGroupProps) {
  const labelId = `${name}-label`;
  const hasSelected = choices.some((choice) => choice.id === selected);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const radios = [...event.currentTarget.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
    const target = event.target;
    const index = target instanceof HTMLInputElement ? radios.indexOf(target) : -1;
    const next = index === -1 || disabled ? undefined : choiceTarget(event.key, index, radios.length);
    const choice = next === undefined ? undefined : choices[next];
    if (next === undefined || choice === undefined) return;
    event.preventDefault();
    radios[next]?.focus();
    if (choice.id !== selected) onChange(choice.id);
  };
  return (
    <div className="latch-onramp-field" data-variant={variant}>
      <span className={variant === 'row' ? 'latch-send-label' : 'latch-visually-hidden'} id={labelId}>
        {label}
      </span>
      <div
        className="latch-onramp-choices"
        role="radiogroup"
        aria-labelledby={labelId}
        data-group={name}
        // Four options share the row tightly; more wrap into rows of three instead of squeezing their labels.
        data-layout={choices.length > 4 ? 'grid' : choices.length === 4 ? 'dense' : 'row'}
        onKeyDown={onKeyDown}
      >
        {choices.map((choice, index) => (
          <label key={choice.id} className="latch-onramp-choice" data-choice={choice.id}>
            <input
              type="radio"
              className="latch-onramp-radio"
              name={name}
              value={choice.id}
              checked={choice.id === selected}
              // One Tab stop for the group (the dialog moves Tab itself): the checked option, else the first.
              tabIndex={choice.id === selected || (index === 0 && !hasSelected) ? 0 : -1}
              disabled={disabled}
              onChange={() => onChange(choice.id)}
            />
            <span className="latch-onramp-choice-body">
              <span className="latch-onramp-choice-label">{choice.label}</span>
              {choice.detail === undefined ? null : (
                <span className="latch-onramp-choice-detail">{choice.detail}</span>
              )}
            </span>
          </label>
        ))}
      </div>
    </div>
  );
}
