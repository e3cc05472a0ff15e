import { useStyles } from '../../shell/styleSheets.js';
import { PowerIcon, SpinnerIcon } from '../icons.js';
import { disconnectRowStyles } from './styles.js';

/** The Disconnect row of Account and UnsupportedChain (its styles registered here). */
export function DisconnectRow({ busy, onClick }: { readonly busy: boolean; readonly onClick: () => void }) {
  useStyles('disconnect-row', disconnectRowStyles);
  return (
    <button
      type="button"
      className="latch-row latch-account-disconnect"
      aria-busy={busy || undefined}
      onClick={onClick}
    >
      <span className="latch-account-disconnect-icon" aria-hidden="true">
        <PowerIcon size={18} />
      </span>
      <span className="latch-row-label">Disconnect</span>
      {busy ? (
        <span className="latch-row-end">
          <SpinnerIcon size={16} />
        </span>
      ) : null}
    </button>
  );
}
