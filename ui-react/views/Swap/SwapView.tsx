import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { swapError } from '../../../core/lib/errors/index.js';
import { backToAccount } from '../../components/backToAccount.js';
import { NotConnected } from '../../components/NotConnected.js';
import { SwitchNetworkNotice } from '../../components/SwitchNetworkNotice.js';
import { skeletonStyles } from '../../components/skeletonStyles.js';
import { componentStyles } from '../../components/styles.js';
import { sendStyles } from '../../components/TokenForm/styles.js';
import { useAccount, useRouter } from '../../context/coreHooks.js';
import { useStyles } from '../../shell/styleSheets.js';
import { type FlowViewProps, flowView } from '../flowView.js';
import { SwapForm } from './SwapForm.js';
import { SwapSuccess } from './SwapSuccess.js';
import { type SwapSide, SwapTokenPicker } from './SwapTokenPicker.js';
import { swapStyles } from './styles.js';
import { swapTokenAddress } from './swapDisplay.js';

/**
 * SPEC §2 Swap (EVM): pick what to pay and what to receive (a searchable token list), type an amount, read the
 * quote (rate, price impact, network fee, 1 % slippage, minimum received), then approve the allowance when needed
 * and swap; the success shows what was swapped. The flow lives in `latch.swap` (core/features/swap); this view shows its
 * steps and moves the focus between them. Opened with swap arguments (`{ swap: { fromToken, toToken, amount } }`),
 * the tokens are picked by address — CAIP-10 (`eip155:1:0x…`) or a plain 0x address on the active network — and
 * the amount is typed in.
 */
const SwapFlow = observer(function SwapFlow({ store: swap }: FlowViewProps<'swap'>) {
  useStyles('components', componentStyles);
  useStyles('skeleton', skeletonStyles);
  useStyles('send', sendStyles);
  useStyles('swap', swapStyles);
  const account = useAccount();
  const router = useRouter();
  const [picking, setPicking] = useState<SwapSide | undefined>(undefined);
  const refs = {
    amount: useRef<HTMLInputElement>(null),
    from: useRef<HTMLButtonElement>(null),
    to: useRef<HTMLButtonElement>(null),
  };
  const returnFocus = useRef<'amount' | SwapSide>('amount');
  const args = router.dataOf('Swap')?.swap;
  const network = account.activeNetwork.caipNetworkId;
  const connected = account.isConnected;
  const fromToken = args?.fromToken;
  const toToken = args?.toToken;
  const amount = args?.amount?.trim();

  // A fresh form on every opening and network (the token list is the network's), with the arguments' tokens
  // (a plain address is taken on the active network) and amount.
  useEffect(() => {
    if (!connected) return;
    const fromAddress = swapTokenAddress(fromToken, network);
    const toAddress = swapTokenAddress(toToken, network);
    void swap.open({ fromAddress, toAddress }).then((opened) => {
      if (opened.isOk() && amount !== undefined && amount !== '') swap.setSourceAmount(amount);
    });
  }, [swap, connected, network, fromToken, toToken, amount]);

  const step = swap.status === 'success' ? 'success' : picking === undefined ? 'form' : 'picker';
  const lastStep = useRef(step);
  useEffect(() => {
    const previous = lastStep.current;
    lastStep.current = step;
    if (previous === 'picker' && step === 'form') refs[returnFocus.current].current?.focus();
  });

  if (!connected) return <NotConnected description="Connect a wallet to swap its tokens." />;
  if (!swap.isSupportedNetwork) {
    return (
      <SwitchNetworkNotice
        title={swapError('SWAP_NETWORK_UNSUPPORTED').message}
        description={`Swaps are not offered on ${account.activeNetwork.name}. Switch to another network.`}
        testId="latch-swap-unsupported"
      />
    );
  }
  if (step === 'success') return <SwapSuccess swap={swap} onDone={() => backToAccount(router)} />;
  if (picking !== undefined) {
    return (
      <div className="latch-send latch-swap">
        <SwapTokenPicker
          swap={swap}
          side={picking}
          onPick={(token) => {
            if (picking === 'from') swap.setSourceToken(token);
            else swap.setToToken(token);
            returnFocus.current = 'amount';
            setPicking(undefined);
          }}
          onClose={() => {
            returnFocus.current = picking;
            setPicking(undefined);
          }}
        />
      </div>
    );
  }
  return <SwapForm swap={swap} refs={refs} onPickToken={setPicking} />;
});

export const SwapView = flowView('swap', SwapFlow);
