import { observer } from 'mobx-react-lite';
import { useRef, useState } from 'react';
import { explorerUrl } from '../../../core/lib/format/index.js';
import { DisconnectRow } from '../../components/DisconnectRow/DisconnectRow.js';
import { useDisconnectWallet } from '../../components/DisconnectRow/disconnectWallet.js';
import { AlertIcon, ChevronDownIcon, CopyIcon, ExternalLinkIcon } from '../../components/icons.js';
import { NetworkImage } from '../../components/NetworkImage.js';
import { networkStyles } from '../../components/NetworkList/styles.js';
import { NotConnected } from '../../components/NotConnected.js';
import { SocialIcon, socialNameOf } from '../../components/SocialIcon.js';
import { shortenAddress } from '../../components/shortenAddress.js';
import { skeletonStyles } from '../../components/skeletonStyles.js';
import { componentStyles } from '../../components/styles.js';
import { useCopyWithToast } from '../../components/useCopyWithToast.js';
import { useAccountActivitySlot } from '../../context/activitySlot.js';
import {
  useAccount,
  useBalances,
  useConnection,
  useEmbeddedUser,
  useModalOptions,
  useRouter,
  useViewRegistry,
} from '../../context/coreHooks.js';
import { type LatchAccountState, readAccount } from '../../hooks/readAccount.js';
import { readNetwork } from '../../hooks/readNetwork.js';
import { useStyles } from '../../shell/styleSheets.js';
import { AccountAvatar } from './AccountAvatar.js';
import { type AccountTab, AccountTabs } from './AccountTabs.js';
import { BalanceLine } from './BalanceLine.js';
import { EmbeddedSessionNotice } from './EmbeddedSessionNotice.js';
import { accountStyles } from './styles.js';
import { TokensPanel } from './TokensPanel.js';
import { UpdateEmailRow } from './UpdateEmailRow.js';
import { useBalancesUnavailableToast } from './useBalancesUnavailableToast.js';
import { WalletActions } from './WalletActions.js';
import { walletActionItems } from './walletActionItems.js';

type ConnectedAccount = LatchAccountState & { readonly address: string };

/**
 * SPEC §2 Account: avatar (identity or a gradient from the address), name or shortened address with copy, native
 * balance (placeholder while loading; "Balance unavailable" with Retry, never 0), the network (opens Networks),
 * the explorer link; the wallet actions (on-ramp, swaps, receive, send — those whose view is registered); the
 * Tokens tab (and the Activity tab when a feature provides it, see activitySlot.ts); and Disconnect.
 */
export const AccountView = observer(function AccountView() {
  useStyles('components', componentStyles);
  useStyles('skeleton', skeletonStyles);
  useStyles('networks', networkStyles);
  useStyles('account', accountStyles);
  const account = useAccount();
  const registry = useViewRegistry();
  const balancesStore = useBalances();
  const connection = useConnection();
  const embeddedUser = useEmbeddedUser();
  const disconnectWallet = useDisconnectWallet();
  const options = useModalOptions();
  const router = useRouter();
  const copy = useCopyWithToast();
  const Activity = useAccountActivitySlot();
  const [disconnecting, setDisconnecting] = useState(false);
  const [tab, setTab] = useState('tokens');
  const balances = balancesStore.state;
  useBalancesUnavailableToast(balances);
  const current = readAccount({ connection }, account);
  const { network } = readNetwork(account);
  // While disconnecting, the connection is already gone: the account stays on screen until the modal closes.
  const last = useRef<ConnectedAccount | undefined>(undefined);
  if (current.isConnected && current.address !== undefined)
    last.current = { ...current, address: current.address };
  const shown = current.isConnected || disconnecting ? last.current : undefined;
  if (!shown) return <NotConnected description="Connect a wallet to see your balance." />;

  const short = shortenAddress(shown.address);
  // An e-mail login's account shows its e-mail (SPEC §2 Account, §3 embeddedWalletInfo).
  const embedded = [...connection.connections.values()].some((c) => c.connector.type === 'AUTH');
  const explorer = account.isUnsupportedChain ? undefined : explorerUrl(network, 'address', shown.address);
  const refresh = () => void account.refreshBalance({ force: true });
  const actions = walletActionItems(options.features, registry, network.chainNamespace);
  const tokensTab: AccountTab = {
    id: 'tokens',
    label: 'Tokens',
    panel: () => (
      <TokensPanel
        state={balances}
        networkName={network.name}
        onRetry={() => void balancesStore.refresh({ force: true })}
      />
    ),
  };
  const tabs: readonly [AccountTab, ...AccountTab[]] =
    Activity === undefined
      ? [tokensTab]
      : [tokensTab, { id: 'activity', label: 'Activity', panel: () => <Activity /> }];
  const disconnect = () => {
    if (disconnecting) return;
    setDisconnecting(true);
    void disconnectWallet().match(
      () => setDisconnecting(false),
      () => setDisconnecting(false),
    );
  };
  return (
    <div className="latch-account">
      <section className="latch-account-hero" aria-label="Connected account">
        <AccountAvatar address={shown.address} avatar={shown.avatar} size={72} />
        <div className="latch-account-name-row">
          <h3 className="latch-account-name" title={shown.address}>
            {shown.name ?? short}
          </h3>
          <button
            type="button"
            className="latch-icon-button"
            aria-label="Copy address"
            onClick={() => copy(shown.address, 'Address copied')}
          >
            <CopyIcon size={15} />
          </button>
        </div>
        {shown.name ? <p className="latch-account-address">{short}</p> : null}
        {embedded && embeddedUser.socialProvider !== undefined ? (
          <p className="latch-account-address latch-account-social" data-testid="latch-account-social">
            <SocialIcon provider={embeddedUser.socialProvider} size={16} />
            <span className="latch-visually-hidden">{socialNameOf(embeddedUser.socialProvider)}: </span>
            {embeddedUser.socialUserName ?? socialNameOf(embeddedUser.socialProvider)}
          </p>
        ) : null}
        {embedded && embeddedUser.email !== undefined && embeddedUser.socialProvider === undefined ? (
          <p className="latch-account-address" data-testid="latch-account-email">
            {embeddedUser.email}
          </p>
        ) : null}
        <BalanceLine state={shown.balance} onRetry={refresh} />
        <EmbeddedSessionNotice />
        <div className="latch-account-chips">
          {account.isUnsupportedChain ? (
            <button
              type="button"
              className="latch-chip latch-chip-warning"
              onClick={() => router.push('UnsupportedChain')}
            >
              <AlertIcon size={16} />
              Unsupported network
              <ChevronDownIcon size={12} />
            </button>
          ) : options.enableNetworkSwitch ? (
            <button type="button" className="latch-chip" onClick={() => router.push('Networks')}>
              <NetworkImage network={network} size={20} />
              <span className="latch-visually-hidden">Network: </span>
              {network.name}
              <ChevronDownIcon size={12} />
            </button>
          ) : (
            // The host turned network switching off (enableNetworkSwitch: false): the network is only shown.
            <span className="latch-chip">
              <NetworkImage network={network} size={20} />
              <span className="latch-visually-hidden">Network: </span>
              {network.name}
            </span>
          )}
          {explorer ? (
            <a
              className="latch-chip latch-chip-text"
              href={explorer}
              target="_blank"
              rel="noopener noreferrer"
            >
              Block Explorer
              <ExternalLinkIcon size={12} />
            </a>
          ) : null}
        </div>
      </section>
      <WalletActions items={actions} onSelect={(item) => router.push(item.view)} />
      <AccountTabs tabs={tabs} selected={tab} onSelect={setTab} />
      <UpdateEmailRow />
      <DisconnectRow busy={disconnecting} onClick={disconnect} />
    </div>
  );
});
