import { WalletConnectPanel } from '../../components/WalletConnectPanel/WalletConnectPanel.js';

/** SPEC §2 ConnectingWalletConnectBasic (no adapters, no address, desktop): the QR code without a wallet choice. */
export function ConnectingWalletConnectBasicView() {
  return <WalletConnectPanel walletId={undefined} />;
}
