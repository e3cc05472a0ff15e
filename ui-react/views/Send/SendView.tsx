import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import type { SendStore } from '../../../core/features/send/index.js';
import type { BalancesStore } from '../../../core/kernel/balances/index.js';
import type { RouterStore } from '../../../core/kernel/router/index.js';
import type { ToastStore } from '../../../core/kernel/toasts/index.js';
import { tokenKey } from '../../../core/kernel/tokens/index.js';
import { backToAccount } from '../../components/backToAccount.js';
import { networkStyles } from '../../components/NetworkList/styles.js';
import { NotConnected } from '../../components/NotConnected.js';
import { skeletonStyles } from '../../components/skeletonStyles.js';
import { componentStyles } from '../../components/styles.js';
import { sendStyles } from '../../components/TokenForm/styles.js';
import { useAccount, useBalances, useRouter, useToasts } from '../../context/coreHooks.js';
import { useStyles } from '../../shell/styleSheets.js';
import { type FlowViewProps, flowView } from '../flowView.js';
import { SendForm } from './SendForm.js';
import { SendPreviewPanel } from './SendPreviewPanel.js';
import { sentMessage } from './sendDisplay.js';
import { type TokenListStatus, TokenPicker } from './TokenPicker.js';

type Step = 'form' | 'picker' | 'preview';

const tokenListStatus = (balances: Pick<BalancesStore, 'state'>): TokenListStatus => {
  const status = balances.state.status;
  return status === 'ready' || status === 'unavailable' ? status : 'loading';
};

/** Sends the previewed transaction; once it is confirmed, the success toast and back to Account (views decide). */
const sendAndReturn = (
  latch: { readonly toasts: Pick<ToastStore, 'show'>; readonly router: RouterStore },
  send: SendStore,
): void => {
  const preview = send.preview;
  if (preview === undefined) return;
  void send.send().match(
    (transaction) => {
      const { amount, token, receiver } = preview;
      const message = sentMessage({ amount, symbol: token.symbol, receiver });
      const link = transaction.explorerUrl
        ? { link: { href: transaction.explorerUrl, label: 'View transaction' } }
        : {};
      latch.toasts.show({ message, variant: 'success', ...link });
      backToAccount(latch.router);
    },
    // A failure is shown in the preview by the store's state.
    () => undefined,
  );
};

/**
 * SPEC §2 Send (eip155 and solana): pick a token, type an amount (or Max) and a receiver (address or name; on
 * Solana an address), Preview, then Send.
 * The flow lives in `latch.send` (core/features/send); this view shows its steps — form, token list, preview with
 * progress — moves the focus to each step's first control (the preview: Send), and on success shows the toast
 * and goes back to Account.
 */
const SendFlow = observer(function SendFlow({ store: send }: FlowViewProps<'send'>) {
  useStyles('components', componentStyles);
  useStyles('skeleton', skeletonStyles);
  useStyles('networks', networkStyles);
  useStyles('send', sendStyles);
  const account = useAccount();
  const router = useRouter();
  const balances = useBalances();
  const toasts = useToasts();
  const [picking, setPicking] = useState(false);
  const amountRef = useRef<HTMLInputElement>(null);
  const tokenButtonRef = useRef<HTMLButtonElement>(null);
  const pickerFocusRef = useRef<HTMLButtonElement>(null);
  const pickerFocus = useRef<'amount' | 'token'>('amount');
  const data = router.dataOf('Send');
  const tokenAddress = data?.tokenAddress;

  useEffect(() => {
    send.open({ tokenAddress });
  }, [send, tokenAddress]);

  const showsPreview =
    send.preview !== undefined && send.status !== 'editing' && send.status !== 'estimating';
  const step: Step = showsPreview ? 'preview' : picking ? 'picker' : 'form';
  const lastStep = useRef<Step>(step);
  useEffect(() => {
    const previous = lastStep.current;
    lastStep.current = step;
    if (previous === step) return;
    if (step === 'form') (pickerFocus.current === 'token' ? tokenButtonRef : amountRef).current?.focus();
    if (step === 'picker') pickerFocusRef.current?.focus();
  }, [step]);

  if (!account.isConnected) return <NotConnected description="Connect a wallet to send tokens." />;
  if (step === 'preview') {
    return <SendPreviewPanel send={send} onSend={() => sendAndReturn({ toasts, router }, send)} />;
  }
  if (step === 'picker') {
    return (
      <div className="latch-send">
        <TokenPicker
          tokens={send.tokens}
          selectedKey={send.selectedTokenKey}
          keyOf={tokenKey}
          status={tokenListStatus(balances)}
          networkName={account.activeNetwork.name}
          onPick={(token) => {
            send.selectToken(token);
            pickerFocus.current = 'amount';
            setPicking(false);
          }}
          onClose={() => {
            pickerFocus.current = 'token';
            setPicking(false);
          }}
          onRetry={() => void balances.refresh({ force: true })}
          initialFocusRef={pickerFocusRef}
        />
      </div>
    );
  }
  return (
    <SendForm
      send={send}
      amountRef={amountRef}
      tokenButtonRef={tokenButtonRef}
      onPickToken={() => setPicking(true)}
    />
  );
});

export const SendView = flowView('send', SendFlow);
