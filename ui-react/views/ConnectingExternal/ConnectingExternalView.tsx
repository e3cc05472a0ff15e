import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { ConnectingLogo } from '../../components/ConnectingLogo.js';
import { RetryIcon } from '../../components/icons.js';
import { componentStyles } from '../../components/styles.js';
import { useLatchContext } from '../../context/LatchContext.js';
import { useStyles } from '../../shell/styleSheets.js';
import { ViewSkeleton } from '../../shell/ViewSkeleton/ViewSkeleton.js';
import { connectExternal } from '../Connect/connectExternal.js';
import { networkForConnector } from '../Connect/networkForConnector.js';
import { connectFailureKind } from './connectFailureKind.js';
import { type ConnectingWallet, resolveConnectingWallet } from './resolveConnectingWallet.js';
import { connectingStyles } from './styles.js';

type Attempt =
  | { readonly status: 'pending' }
  | { readonly status: 'rejected' }
  | { readonly status: 'failed'; readonly message: string };

/** Title and hint of each state (SPEC §2 ConnectingExternal). */
const texts = (attempt: Attempt, wallet: ConnectingWallet) => {
  switch (attempt.status) {
    case 'pending':
      return { title: `Continue in ${wallet.name}`, hint: 'Accept connection request in the wallet' };
    case 'rejected':
      return {
        title: 'Connection declined',
        hint: 'Connection can be declined if a previous request is still active',
      };
    case 'failed':
      return { title: 'Connection failed', hint: attempt.message };
  }
};

const ExternalAttempt = observer(function ExternalAttempt({ connectorId }: { readonly connectorId: string }) {
  const { latch, wallets, account, connectAttempts } = useLatchContext();
  const wallet = resolveConnectingWallet(connectorId, {
    entries: [...wallets.connectRows, ...wallets.allWallets.items],
    connectors: wallets.connectors,
  });
  const [attempt, setAttempt] = useState<Attempt>({ status: 'pending' });
  /** 0: follow the attempt the click started; each Try again starts (and follows) a new one. */
  const [tries, setTries] = useState(0);
  const latest = useRef(wallet);
  latest.current = wallet;

  useEffect(() => {
    let live = true;
    const showing = () =>
      latch.modal.isOpen && latch.router.dataOf('ConnectingExternal')?.connectorId === connectorId;
    const start = () => {
      const network = networkForConnector(
        latest.current.namespace,
        account.activeNetwork,
        latch.options.networks,
      );
      return connectExternal(latch, latest.current, network, connectAttempts);
    };
    // A click started the attempt already (wallet pop-ups need the gesture): follow it rather than ask twice.
    const followed = (tries === 0 ? connectAttempts.get(connectorId) : undefined) ?? start();
    void followed.match(
      () => {
        if (!live) return;
        const connected = [...latch.connection.connections.values()].some(
          (connection) => connection.connector.id === connectorId,
        );
        if (!connected) setAttempt({ status: 'failed', message: 'The wallet is no longer connected.' });
        else if (showing()) latch.router.reset('Account');
      },
      (error) => {
        if (!live) return;
        const kind = connectFailureKind(error);
        setAttempt(kind === 'rejected' ? { status: kind } : { status: kind, message: error.message });
      },
    );
    return () => {
      live = false;
    };
  }, [latch, account, connectAttempts, connectorId, tries]);

  const retry = () => {
    setAttempt({ status: 'pending' });
    setTries((count) => count + 1);
  };
  const { title, hint } = texts(attempt, wallet);
  const pending = attempt.status === 'pending';
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
          <button type="button" className="latch-button" onClick={retry}>
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
  const { latch } = useLatchContext();
  const connectorId = latch.router.dataOf('ConnectingExternal')?.connectorId;
  if (connectorId === undefined) return <ViewSkeleton />;
  return <ExternalAttempt key={connectorId} connectorId={connectorId} />;
});
