import { observer } from 'mobx-react-lite';
import { type ComponentType, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { type ConnectMethod, shouldCollapseWallets } from '../../../core/kernel/walletCatalog/index.js';
import { Badge } from '../../components/Badge.js';
import { EmailField } from '../../components/EmailField/EmailField.js';
import { ChevronRightIcon, GridIcon, WalletIcon } from '../../components/icons.js';
import { Notice } from '../../components/Notice.js';
import { skeletonStyles } from '../../components/skeletonStyles.js';
import { componentStyles } from '../../components/styles.js';
import { useRovingFocus } from '../../components/useRovingFocus.js';
import { useSelectWallet } from '../../components/useSelectWallet.js';
import {
  useAccount,
  useAnalytics,
  useConnect,
  useModal,
  useModalOptions,
  useRouter,
  useWallets,
} from '../../context/coreHooks.js';
import { useDeferredModule } from '../../shell/LatchModal/deferredModule.js';
import { useStyles } from '../../shell/styleSheets.js';
import { legalCode, showsLegal } from './legalCode.js';
import { NewToWalletsLink } from './NewToWalletsLink.js';
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
  const connect = useConnect();
  const analytics = useAnalytics();
  const router = useRouter();
  const onSelect = useSelectWallet();
  const { namespace } = modal;
  const rows = wallets.connectRowsFor(namespace);
  const showAll = wallets.showAllWalletsFor(namespace);
  const awaited = wallets.awaitedRowsFor(namespace);
  const roving = useRovingFocus(rows.length + (showAll ? 1 : 0));
  const count = walletCountLabel(wallets.allWallets.count);
  const switching = account.pendingNetwork?.chainNamespace === namespace && namespace !== undefined;
  if (rows.length === 0 && !showAll && awaited === 0) {
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
  const list = (
    <ul className="latch-connect-list" aria-label="Wallets" onKeyDown={roving.onKeyDown}>
      {rows.map((entry, index) => (
        <WalletRow
          key={`${entry.kind}:${entry.id}`}
          entry={entry}
          roving={roving.itemProps(index)}
          onSelect={onSelect}
        />
      ))}
      {Array.from({ length: awaited }, (_, index) => (
        // The places of the wallets the registry is still being asked for: what is shown does not move.
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, replaced all at once.
        <li key={`awaited:${index}`} className="latch-skeleton-row latch-connect-awaited" aria-hidden="true">
          <span className="latch-skeleton latch-skeleton-logo" />
          <span className="latch-skeleton latch-skeleton-text" />
        </li>
      ))}
      {showAll ? (
        <li>
          <button
            type="button"
            className="latch-row latch-connect-all"
            {...roving.itemProps(rows.length)}
            onClick={() => {
              // Disabled with the rows while the terms checkbox blocks; a synthetic click is refused too.
              if (connect.consent.blocked) return;
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
  return switching ? (
    <>
      <Suspense fallback={null}>
        <LazySwitchNote />
      </Suspense>
      {list}
    </>
  ) : (
    list
  );
});

/** The note of a cross-namespace switch: its code is fetched only when one waits for a wallet. */
const LazySwitchNote = lazy(() =>
  import('./SwitchNote.js').then((module) => ({ default: module.SwitchNote })),
);

/** The section component of each connect method (undefined: not offered yet). */
export type MethodSections = Readonly<Record<ConnectMethod, ComponentType | undefined>>;

/** The social row's code (and the providers' marks) is fetched when the row is first shown, apart from Connect's. */
const LazySocialSection = lazy(() =>
  import('./SocialSection.js').then((module) => ({ default: module.SocialSection })),
);

/** Social login's row; its place is kept while its code arrives. */
function SocialRow() {
  return (
    <Suspense
      fallback={<div className="latch-social-placeholder" style={{ minHeight: 48 }} aria-hidden="true" />}
    >
      <LazySocialSection />
    </Suspense>
  );
}

/** The sections of each connect method. */
export const METHOD_SECTIONS: MethodSections = {
  wallet: WalletSection,
  email: EmailField,
  social: SocialRow,
};

/** SPEC §1 collapseWallets: the wallet list folded behind one entry, which opens it in place. */
function ContinueWithWallet({ onContinue }: { readonly onContinue: () => void }) {
  return (
    <button type="button" className="latch-row latch-connect-all" onClick={onContinue}>
      <span className="latch-wallet-image" style={{ width: 40, height: 40 }} aria-hidden="true">
        <WalletIcon size={18} />
      </span>
      <span className="latch-row-label">Continue with a wallet</span>
      <span className="latch-row-end">
        <ChevronRightIcon size={14} />
      </span>
    </button>
  );
}

/** SPEC §2 Connect, as the built-in view shows it. */
export const ConnectView = observer(function ConnectView() {
  return <ConnectMethods sections={METHOD_SECTIONS} />;
});

/**
 * The connect methods in the catalog's order, each section separated by "or"; with the legalCheckbox feature,
 * the terms checkbox above them, gating them all; with collapseWallets and another method shown, the wallets
 * behind "Continue with a wallet".
 */
export const ConnectMethods = observer(function ConnectMethods({
  sections,
}: {
  readonly sections: MethodSections;
}) {
  useStyles('components', componentStyles);
  useStyles('connect', connectStyles);
  useStyles('skeleton', skeletonStyles);
  const wallets = useWallets();
  const modal = useModal();
  const options = useModalOptions();
  const connect = useConnect();
  const [walletsOpened, setWalletsOpened] = useState(false);
  const walletSection = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The entry that was focused is gone: the first wallet takes the focus.
    if (walletsOpened) walletSection.current?.querySelector('button')?.focus();
  }, [walletsOpened]);
  const methods = wallets.connectMethodsFor(modal.namespace).filter((method) => sections[method]);
  // emailShowWallets: false folds the wallets behind "Continue with a wallet" when e-mail is offered (SPEC §1).
  const collapse = options.features.collapseWallets || !options.features.emailShowWallets;
  const folded = !walletsOpened && shouldCollapseWallets(collapse, methods);
  const { consent } = connect;
  // Fetched with the view when the options ask for it (view.ts); here too, should it not be yet.
  const legal = useDeferredModule(legalCode, showsLegal(options), false);
  return (
    <div className="latch-connect">
      {consent.required && legal ? <legal.LegalCheckbox /> : null}
      {/* Until the terms checkbox is ticked every connect method is disabled, and announced so. */}
      <fieldset className="latch-connect-methods" disabled={consent.blocked}>
        {methods.map((method, index) => {
          const Section = sections[method];
          if (!Section) return null;
          const wallet = method === 'wallet';
          return (
            <div key={method} className="latch-connect-section" ref={wallet ? walletSection : undefined}>
              {index > 0 ? <p className="latch-connect-separator">or</p> : null}
              {wallet && folded ? (
                <ContinueWithWallet onContinue={() => setWalletsOpened(true)} />
              ) : (
                <Section />
              )}
            </div>
          );
        })}
      </fieldset>
      {consent.required || !legal ? null : <legal.LegalNotice />}
      <NewToWalletsLink />
    </div>
  );
});
