import { useToasts } from '../hooks/useToasts.js';
import type { ToastStore } from '../toasts/createToastStore.js';

/** The toasts, announced politely to screen readers; each can be dismissed. */
export function ToastRegion({ toasts }: { toasts: ToastStore }) {
  const items = useToasts(toasts);
  return (
    <section className="toasts" aria-label="Notifications">
      <ol aria-live="polite" aria-relevant="additions text">
        {items.map((toast) => (
          <li key={toast.id} className={`toast toast--${toast.tone}`} data-tone={toast.tone}>
            <div className="toast__body">
              <strong className="toast__title">{toast.title}</strong>
              {toast.detail === undefined ? null : <span className="toast__detail">{toast.detail}</span>}
              {toast.hash === undefined ? null : <code className="toast__hash">{toast.hash}</code>}
            </div>
            <button
              type="button"
              className="toast__close"
              aria-label={`Dismiss: ${toast.title}`}
              onClick={() => toasts.dismiss(toast.id)}
            >
              ×
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
