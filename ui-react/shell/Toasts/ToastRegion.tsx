import { observer } from 'mobx-react-lite';
import type { Toast } from '../../../core/kernel/toasts/index.js';
import { AlertIcon, CheckIcon, SpinnerIcon } from '../../components/icons.js';
import { safeLinkHref } from '../../components/safeUrls.js';
import { useToasts } from '../../context/coreHooks.js';
import { useStyles } from '../styleSheets.js';
import { toastStyles } from './styles.js';

const ICONS = { success: CheckIcon, error: AlertIcon, loading: SpinnerIcon } as const;

const ToastItem = observer(function ToastItem({ toast }: { readonly toast: Toast }) {
  const Icon = ICONS[toast.variant];
  const href = safeLinkHref(toast.link?.href);
  return (
    <div
      className="latch-toast"
      data-variant={toast.variant}
      data-open={String(toast.open)}
      role={toast.variant === 'error' ? 'alert' : undefined}
    >
      <span className="latch-toast-icon">
        <Icon size={14} />
      </span>
      <span className="latch-toast-message">{toast.message}</span>
      {toast.link && href ? (
        <a className="latch-toast-link" href={href} target="_blank" rel="noopener noreferrer">
          {toast.link.label}
        </a>
      ) : null}
    </div>
  );
});

/** The core's visible toasts (latch.toasts.visible), in a live region so each one is announced. */
export const ToastRegion = observer(function ToastRegion() {
  useStyles('toasts', toastStyles);
  const toasts = useToasts();
  return (
    <div className="latch-toasts" role="status" aria-live="polite" aria-label="Notifications">
      {toasts.visible.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </div>
  );
});
