import type { ReactNode } from 'react';
import { useStyles } from '../shell/styleSheets.js';
import { componentStyles } from './styles.js';

export interface NoticeProps {
  /** The icon in the round badge above the title (22 px). */
  readonly icon: ReactNode;
  readonly title: ReactNode;
  /** One sentence under the title. */
  readonly text: ReactNode;
  /** The button under the text: what the user can do about it (none when the way on is outside the modal). */
  readonly action?: { readonly label: string; readonly onClick: () => void };
  readonly testId?: string;
  /** A class of the view that shows it, added to `latch-notice`. */
  readonly className?: string;
}

/**
 * A view's whole content when it cannot do its job here: an icon, a title, a sentence and the way on (a primary
 * button) — no wallet connected (NotConnected), a network the feature does not serve (SwitchNetworkNotice).
 */
export function Notice({ icon, title, text, action, testId, className }: NoticeProps) {
  useStyles('components', componentStyles);
  return (
    <div
      className={className === undefined ? 'latch-notice' : `latch-notice ${className}`}
      data-testid={testId}
    >
      <span className="latch-notice-icon" aria-hidden="true">
        {icon}
      </span>
      <p className="latch-notice-title">{title}</p>
      <p className="latch-notice-text">{text}</p>
      {action === undefined ? null : (
        <button type="button" className="latch-button latch-button-primary" onClick={action.onClick}>
          {action.label}
        </button>
      )}
    </div>
  );
}
