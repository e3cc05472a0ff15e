import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import type { OnrampStore } from '../../../core/features/onramp/index.js';
import { backToAccount } from '../../components/backToAccount.js';
import { NotConnected } from '../../components/NotConnected.js';
import { SwitchNetworkNotice } from '../../components/SwitchNetworkNotice.js';
import { skeletonStyles } from '../../components/skeletonStyles.js';
import { componentStyles } from '../../components/styles.js';
import { sendStyles } from '../../components/TokenForm/styles.js';
import { useAccount, useRouter } from '../../context/coreHooks.js';
import { useStyles } from '../../shell/styleSheets.js';
import { type FlowViewProps, flowView } from '../flowView.js';
import { OnRampForm } from './OnRampForm.js';
import { OnRampPending } from './OnRampPending.js';
import { OnRampSuccess } from './OnRampSuccess.js';
import { openCheckoutTab } from './openCheckoutTab.js';
import { onrampStyles } from './styles.js';

type Step = 'loading' | 'unsupported' | 'form' | 'pending' | 'success';

const stepOf = (onramp: OnrampStore): Step => {
  if (onramp.status === 'success') return 'success';
  if (!onramp.editable) return 'pending';
  if (onramp.optionsStatus !== 'ready') return 'loading';
  return onramp.purchaseTokens.length === 0 ? 'unsupported' : 'form';
};

/**
 * Where the provider sends the buyer back once paid: this page (core keeps its origin and path only, never its
 * query or fragment: core/features/onramp/onrampReturnUrl). The provider's page runs in its own
 * tab, so the return lands there and needs no handling: this tab's modal learns of the purchase from the
 * balance it watches (the only proof the funds arrived), and a buyer who closes the provider's tab instead
 * loses nothing.
 */
const returnUrl = (): string => globalThis.location?.href ?? '';

/**
 * Hands the quoted purchase to the provider: a tab opens at once, within the click (popup blockers allow it),
 * and shows the provider's page once the data service made its URL; it closes again when that failed (the form
 * shows why). Says whether the browser let the tab open.
 */
const continueToProvider = (onramp: OnrampStore): boolean => {
  const tab = openCheckoutTab();
  void onramp.handOff({ returnUrl: returnUrl() }).match(
    ({ url }) => tab?.show(url),
    () => tab?.close(),
  );
  return tab !== undefined;
};

/** The form's place while the options load. */
function FormSkeleton() {
  return (
    <div className="latch-send latch-onramp" aria-busy="true" data-state="loading">
      <span className="latch-skeleton latch-onramp-skeleton" data-size="amount" aria-hidden="true" />
      <span className="latch-skeleton latch-onramp-skeleton" data-size="options" aria-hidden="true" />
      <span className="latch-visually-hidden" role="status">
        Loading the purchase options…
      </span>
    </div>
  );
}

/** The steps of the flow on one network: opening it starts a fresh form (a purchase under way is kept). */
const OnRampSteps = observer(function OnRampSteps({ onramp }: { readonly onramp: OnrampStore }) {
  const account = useAccount();
  const router = useRouter();
  const [tabBlocked, setTabBlocked] = useState(false);
  const amountRef = useRef<HTMLInputElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    void onramp.open();
  }, [onramp]);

  const step = stepOf(onramp);
  const lastStep = useRef(step);
  useEffect(() => {
    const previous = lastStep.current;
    lastStep.current = step;
    if (step !== 'form' || previous === step) return;
    // Back from a purchase: to the button that started it; once the options loaded: to the amount.
    (previous === 'loading' ? amountRef : submitRef).current?.focus();
  });

  const done = () => backToAccount(router);
  switch (step) {
    case 'success':
      return <OnRampSuccess onramp={onramp} onDone={done} />;
    case 'pending':
      return (
        <OnRampPending
          key={onramp.status === 'failed' ? 'failed' : 'pending'}
          onramp={onramp}
          tabBlocked={tabBlocked}
          onDone={done}
        />
      );
    case 'loading':
      return <FormSkeleton />;
    case 'unsupported':
      // Nothing can be bought on the active network: says so, with the way to another network.
      return (
        <SwitchNetworkNotice
          title={`No purchases on ${account.activeNetwork.name}`}
          description="The on-ramp offers no token on this network. Switch to another network to buy crypto."
          testId="latch-onramp-unsupported"
        />
      );
    default:
      return (
        <OnRampForm
          onramp={onramp}
          amountRef={amountRef}
          submitRef={submitRef}
          onContinue={() => setTabBlocked(!continueToProvider(onramp))}
        />
      );
  }
});

/**
 * SPEC §2 On-ramp: type a fiat amount (USD or EUR, or a quick amount), pick the token, the payment method and
 * the provider, read the quote (provider fee, network fee, subtotal, total, what arrives; an estimate when the
 * quote service failed), then continue to the provider's page in a new tab. The modal waits until the funds
 * arrive on the network (the balance rises), then shows what arrived; Done goes back to Account. The flow lives
 * in `latch.onramp` (core/features/onramp); this view shows its steps and moves the focus between them. A purchase under
 * way survives closing the modal: opening Buy again shows it. Another network starts a fresh form.
 */
const OnRampFlow = observer(function OnRampFlow({ store }: FlowViewProps<'onramp'>) {
  useStyles('components', componentStyles);
  useStyles('skeleton', skeletonStyles);
  useStyles('send', sendStyles);
  useStyles('onramp', onrampStyles);
  const account = useAccount();
  if (!account.isConnected) return <NotConnected description="Connect a wallet to buy crypto." />;
  return <OnRampSteps key={account.activeNetwork.caipNetworkId} onramp={store} />;
});

export const OnRampView = flowView('onramp', OnRampFlow);
