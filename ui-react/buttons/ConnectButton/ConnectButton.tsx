import { SpinnerIcon } from '../../components/buttonIcons.js';
import { useLatchAccount } from '../../hooks/useLatchAccount.js';
import { useLatchModal } from '../../hooks/useLatchModal.js';
import { AccountButton } from '../AccountButton/AccountButton.js';
import { ButtonHost } from '../ButtonHost.js';

export interface ConnectButtonProps {
  readonly label?: string;
  /** Shown while a connection is being made or restored. */
  readonly loadingLabel?: string;
}

/** Opens the modal; once a wallet is connected it becomes the account button. */
export function ConnectButton({
  label = 'Connect Wallet',
  loadingLabel = 'Connecting…',
}: ConnectButtonProps) {
  const { open, prepare } = useLatchModal();
  const { isConnected, status } = useLatchAccount();
  if (isConnected) return <AccountButton />;
  const busy = status === 'connecting' || status === 'reconnecting';
  return (
    <ButtonHost name="connect-button">
      <button
        type="button"
        className="latch-pill latch-pill-primary"
        aria-busy={busy || undefined}
        // A pointer or the focus on the button: the wallet list is asked for before the click.
        onPointerEnter={prepare}
        onFocus={prepare}
        onClick={() => {
          void open();
        }}
      >
        {busy ? <SpinnerIcon size={14} /> : null}
        <span>{busy ? loadingLabel : label}</span>
      </button>
    </ButtonHost>
  );
}
