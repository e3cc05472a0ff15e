import { type ReactNode, useEffect, useRef } from 'react';
import { useStyles } from '../shell/styleSheets.js';
import { CheckIcon } from './icons.js';
import { successPanelStyles } from './successPanelStyles.js';

export interface SuccessPanelProps {
  /** The view's own class beside 'latch-send' ('latch-swap-success'); the heading's id is it + '-title'. */
  readonly className: string;
  /** The heading ('Swap complete'), which takes the focus when the panel shows. */
  readonly title: string;
  /** A line under the heading. */
  readonly summary?: ReactNode;
  /** Between the heading and Done: what was done (details, a link). */
  readonly children: ReactNode;
  /** Done: back to where the flow started. */
  readonly onDone: () => void;
}

/**
 * The last step of a flow (Swap, On-ramp): a check, the heading (focused, so screen readers announce it), what
 * was done, and Done. Laid out by the forms' `.latch-send*` rules (views/Send/styles.ts), which the views load.
 */
export function SuccessPanel({ className, title, summary, children, onDone }: SuccessPanelProps) {
  useStyles('success-panel', successPanelStyles);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  const titleId = `${className}-title`;
  return (
    <section className={`latch-send ${className}`} aria-labelledby={titleId}>
      <div className="latch-send-summary">
        <span className="latch-success-icon" aria-hidden="true">
          <CheckIcon size={30} />
        </span>
        <h3 className="latch-success-title" id={titleId} ref={headingRef} tabIndex={-1}>
          {title}
        </h3>
        {summary === undefined ? null : <p className="latch-send-summary-label">{summary}</p>}
      </div>
      {children}
      <button type="button" className="latch-button latch-button-primary latch-send-submit" onClick={onDone}>
        Done
      </button>
    </section>
  );
}
