import { observer } from 'mobx-react-lite';
import type { SignInStore } from '../../../core/features/signIn/index.js';
import { userMessage } from '../../../core/lib/errors/index.js';
import { useAccount, useModalOptions } from '../../context/coreHooks.js';
import { useStyles } from '../../shell/styleSheets.js';
import { connectingStyles } from '../ConnectingLayout/styles.js';
import { ConnectingLogo } from '../ConnectingLogo.js';
import { AlertIcon, RetryIcon, SpinnerIcon } from '../icons.js';
import { componentStyles } from '../styles.js';
import { useFallibleImage } from '../useFallibleImage.js';
import { signInStyles } from './styles.js';

/** The app's icon (its metadata's first), else its initial. */
function AppIcon({ name, icon }: { readonly name: string; readonly icon: string | undefined }) {
  const image = useFallibleImage(icon, 72);
  return (
    <span className="latch-signin-app" aria-hidden="true" data-testid="latch-signin-app-icon">
      {image ?? name.slice(0, 1).toUpperCase()}
    </span>
  );
}

/** What the user reads before signing: what it means, and what Cancel does. */
const explanation = (required: boolean) =>
  `Sign this message to prove you own this wallet and sign in. It costs nothing and sends no transaction. ${
    required ? 'Cancelling will disconnect you.' : 'You can cancel and stay connected.'
  }`;

/**
 * SPEC §2 SIWXSignMessage / ConnectingSiwe: the app (name and icon from the host's metadata) asks the connected
 * wallet to sign in. Sign asks the wallet (the wallet's logo turns while it is asked); a failure shows its
 * catalogue text and Sign becomes Try again; Cancel disconnects where sign-in is required, else closes.
 */
export const SignInPanel = observer(function SignInPanel({ store }: { readonly store: SignInStore }) {
  useStyles('components', componentStyles);
  useStyles('connecting', connectingStyles);
  useStyles('signin', signInStyles);
  const options = useModalOptions();
  const account = useAccount();
  const name = options.metadata?.name ?? 'This app';
  const signing = store.status === 'signing';
  const failed = store.status === 'failed';
  const state = signing ? 'pending' : failed ? 'error' : 'idle';
  return (
    <div className="latch-connecting" data-testid="latch-signin" data-status={store.status}>
      <div className="latch-signin-logos">
        <AppIcon name={name} icon={options.metadata?.icons[0]} />
        <ConnectingLogo imageUrl={account.connectorInfo?.imageUrl} state={state} />
      </div>
      <div className="latch-connecting-text" role="status" aria-live="polite">
        <p className="latch-connecting-title">{`${name} needs to connect to your wallet`}</p>
        <p className="latch-connecting-hint">
          {signing ? 'Approve the signature request in your wallet.' : explanation(store.required)}
        </p>
      </div>
      {failed && store.error !== undefined ? (
        <p className="latch-signin-error" role="alert">
          <AlertIcon size={14} />
          {userMessage(store.error)}
        </p>
      ) : null}
      <div className="latch-signin-actions">
        <button type="button" className="latch-button" onClick={() => void store.cancel()}>
          Cancel
        </button>
        <button
          type="button"
          className="latch-button latch-button-primary"
          aria-disabled={signing || undefined}
          data-action="sign"
          onClick={() => {
            if (!signing) void store.sign();
          }}
        >
          {signing ? <SpinnerIcon size={14} /> : null}
          {failed ? <RetryIcon size={14} /> : null}
          {signing ? 'Signing…' : failed ? 'Try again' : 'Sign'}
        </button>
      </div>
    </div>
  );
});
