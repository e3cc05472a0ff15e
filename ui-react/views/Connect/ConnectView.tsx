import { observer } from 'mobx-react-lite';
import type { ComponentType } from 'react';
import type { ConnectMethod } from '../../../core/wallets/index.js';
import { Badge } from '../../components/Badge.js';
import { ChevronRightIcon, GridIcon, WalletIcon } from '../../components/icons.js';
import { Notice } from '../../components/Notice.js';
import { componentStyles } from '../../components/styles.js';
import { useRovingFocus } from '../../components/useRovingFocus.js';
import { useSelectWallet } from '../../components/useSelectWallet.js';
import { useAccount, useAnalytics, useModal, useRouter, useWallets } from '../../context/coreHooks.js';
import { useStyles } from '../../shell/styleSheets.js';
import { LegalNotice } from './LegalNotice.js';
import { connectStyles } from './styles.js';
import { WalletRow } from './WalletRow.js';
import { walletCountLabel } from './walletCountLabel.js';

/**
 * The wallet rows and the All Wallets entry, as one keyboard-navigable list; when the modal was opened for a
 * namespace (modal.namespace, e.g. switching to a network of another namespace), only that namespace's, or a
 * note when there is none.
 */
const WalletSection = observer(function WalletSection() {
  const wallets = useWallets();
  const modal = useModal();
  const account = useAccount();
  const analytics = useAnalytics();
  const router = useRouter();
  const onSelect = useSelectWallet();
  const { namespace } = modal;
  const rows = wallets.connectRowsFor(namespace);
  const showAll = wallets.showAllWalletsFor(namespace);
  const roving = useRovingFocus(rows.length + (showAll ? 1 : 0));
  const count = walletCountLabel(wallets.allWallets.count);
  if (rows.length === 0 && !showAll) {
    const network = account.pendingNetwork?.name ?? 'this network';
    return (
      <Notice
        className="latch-connect-empty"
        icon={<WalletIcon size={22} />}
        title="No wallet available for this network"
        text={`Install a wallet that supports ${network} to connect.`}
      />
    );
  }
  return (
    <ul className="latch-connect-list" aria-label="Wallets" onKeyDown={roving.onKeyDown}>
      {rows.map((entry, index) => (
        <WalletRow
          key={`${entry.kind}:${entry.id}`}
          entry={entry}
          roving={roving.itemProps(index)}
          onSelect={onSelect}
        />
      ))}
      {showAll ? (
        <li>
          <button
            type="button"
            className="latch-row latch-connect-all"
            {...roving.itemProps(rows.length)}
            onClick={() => {
              analytics.track({ event: 'CLICK_ALL_WALLETS' });
              router.push('AllWallets');
            }}
          >
            <span className="latch-wallet-image" style={{ width: 40, height: 40 }} aria-hidden="true">
              <GridIcon size={18} />
            </span>
            <span className="latch-row-label">All Wallets</span>
            <span className="latch-row-end">
              {count ? <Badge>{count}</Badge> : null}
              <ChevronRightIcon size={14} />
            </span>
          </button>
        </li>
      ) : null}
    </ul>
  );
});

/**
 * The sections of each connect method. Email and social login land with their own issue: until then their
 * sections are absent (not shown disabled).
 */
const METHOD_SECTIONS: Readonly<Record<ConnectMethod, ComponentType | undefined>> = {
  wallet: WalletSection,
  email: undefined,
  social: undefined,
};

/** SPEC §2 Connect: the connect methods in the catalog's order, each section separated by "or". */
export const ConnectView = observer(function ConnectView() {
  useStyles('components', componentStyles);
  useStyles('connect', connectStyles);
  const wallets = useWallets();
  const modal = useModal();
  const methods = wallets.connectMethodsFor(modal.namespace).filter((method) => METHOD_SECTIONS[method]);
  return (
    <div className="latch-connect">
      {methods.map((method, index) => {
        const Section = METHOD_SECTIONS[method];
        return Section ? (
          <div key={method} className="latch-connect-section">
            {index > 0 ? <p className="latch-connect-separator">or</p> : null}
            <Section />
          </div>
        ) : null;
      })}
      <LegalNotice />
    </div>
  );
});
