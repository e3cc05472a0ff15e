import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import {
  type AttemptState,
  type ConnectingWallet,
  resolveConnectingWallet,
} from '../../../core/kernel/connectFlow/index.js';
import { userMessage } from '../../../core/lib/errors/index.js';
import { connectingStyles } from '../../components/ConnectingLayout/styles.js';
import { ConnectingLogo } from '../../components/ConnectingLogo.js';
import { RetryIcon } from '../../components/icons.js';
import { componentStyles } from '../../components/styles.js';
import { useConnect, useRouter, useWallets } from '../../context/coreHooks.js';
import { useStyles } from '../../shell/styleSheets.js';
import { ViewSkeleton } from '../../shell/ViewSkeleton/ViewSkeleton.js';

/** Title and hint of each state (SPEC §2 ConnectingExternal). */
const texts = (attempt: AttemptState, wallet: ConnectingWallet) => {
  switch (attempt.status) {
    case 'pending':
    case 'connected':
      return { title: `Continue in ${wallet.name}`, hint: 'Accept connection request in the wallet' };
    // Said plainly after an explicit Reject in the wallet (a request still open elsewhere is a 'failed' attempt).
    case 'rejected':
      return { title: 'Connection rejected', hint: `You rejected the request in ${wallet.name}` };
    case 'failed':
      return { title: 'Connection failed', hint: userMessage(attempt.error) };
  }
};

const PENDING: AttemptState = { status: 'pending' };

const ExternalAttempt = observer(function ExternalAttempt({ connectorId }: { readonly connectorId: string }) {
  const wallets = useWallets();
  const connect = useConnect();
  const wallet = resolveConnectingWallet(connectorId, {
    entries: [...wallets.connectRows, ...wallets.allWallets.items],
    connectors: wallets.connectors,
  });
  const latest = useRef(wallet);
  latest.current = wallet;
  // The click started the attempt already (wallet pop-ups need the gesture); a view shown without one (a page
  // restored on it) asks the wallet itself.
  useEffect(() => {
    if (connect.attempt(connectorId) === undefined) void connect.connect(latest.current);
  }, [connect, connectorId]);
  const attempt = connect.attempt(connectorId) ?? PENDING;
  const { title, hint } = texts(attempt, wallet);
  const pending = attempt.status === 'pending' || attempt.status === 'connected';
  return (
    <div className="latch-connecting">
      <ConnectingLogo imageUrl={wallet.imageUrl} state={pending ? 'pending' : 'error'} />
      <div className="latch-connecting-text" role="status" aria-live="polite">
        <p className="latch-connecting-title" data-tone={pending ? undefined : 'error'}>
          {title}
        </p>
        <p className="latch-connecting-hint">{hint}</p>
      </div>
      {pending ? null : (
        <div className="latch-connecting-actions">
          <button type="button" className="latch-button" onClick={() => void connect.connect(wallet)}>
            <RetryIcon size={14} />
            Try again
          </button>
        </div>
      )}
    </div>
  );
});

/**
 * SPEC §2 ConnectingExternal {connectorId}: an injected or announced wallet is asked to connect. It follows the
 * attempt the click started (or starts one): pending (logo in a turning ring), declined or failed with Try
 * again, which asks again; on success (wallet recorded, CONNECT_SUCCESS sent by connectExternal) Account shows.
 */
export const ConnectingExternalView = observer(function ConnectingExternalView() {
  useStyles('components', componentStyles);
  useStyles('connecting', connectingStyles);
  const router = useRouter();
  const connectorId = router.dataOf('ConnectingExternal')?.connectorId;
  if (connectorId === undefined) return <ViewSkeleton />;
  return <ExternalAttempt key={connectorId} connectorId={connectorId} />;
});
