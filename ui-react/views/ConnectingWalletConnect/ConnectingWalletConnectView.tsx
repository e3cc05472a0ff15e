import { observer } from 'mobx-react-lite';
import { WalletConnectPanel } from '../../components/WalletConnectPanel/WalletConnectPanel.js';
import { useLatchContext } from '../../context/LatchContext.js';

/** SPEC §2 ConnectingWalletConnect {walletId?}: the pairing for the chosen wallet (or any wallet). */
export const ConnectingWalletConnectView = observer(function ConnectingWalletConnectView() {
  const { latch } = useLatchContext();
  return <WalletConnectPanel walletId={latch.router.dataOf('ConnectingWalletConnect')?.walletId} />;
});
