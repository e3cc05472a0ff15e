import { useLatchContext } from '../context/LatchContext.js';
import { useStyles } from '../shell/styleSheets.js';
import { WalletIcon } from './icons.js';
import { componentStyles } from './styles.js';

export interface NotConnectedProps {
  /** The heading line; 'No wallet connected' unless the view says otherwise. */
  readonly title?: string;
  /** One sentence under it: what connecting a wallet lets the user do in this view. */
  readonly description?: string;
}

/**
 * What a view that needs an account shows while no wallet is connected (Account, Receive, Send, Swap, On-ramp…):
 * a wallet icon, the title, a short description and 'Connect Wallet', which starts over on Connect.
 */
export function NotConnected({
  title = 'No wallet connected',
  description = 'Connect a wallet to continue.',
}: NotConnectedProps) {
  useStyles('components', componentStyles);
  const { latch } = useLatchContext();
  return (
    <div className="latch-notice" data-testid="latch-not-connected">
      <span className="latch-notice-icon" aria-hidden="true">
        <WalletIcon size={22} />
      </span>
      <p className="latch-notice-title">{title}</p>
      <p className="latch-notice-text">{description}</p>
      <button
        type="button"
        className="latch-button latch-button-primary"
        onClick={() => latch.router.reset('Connect')}
      >
        Connect Wallet
      </button>
    </div>
  );
}
