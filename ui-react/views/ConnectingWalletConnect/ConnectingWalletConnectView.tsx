import { observer } from 'mobx-react-lite';
import { WalletConnectPanel } from '../../components/WalletConnectPanel/WalletConnectPanel.js';
import { useRouter } from '../../context/coreHooks.js';

/** SPEC §2 ConnectingWalletConnect {walletId?}: the pairing for the chosen wallet (or any wallet). */
export const ConnectingWalletConnectView = observer(function ConnectingWalletConnectView() {
  const router = useRouter();
  return <WalletConnectPanel walletId={router.dataOf('ConnectingWalletConnect')?.walletId} />;
});
