import { observer } from 'mobx-react-lite';
import type { WalletEntry } from '../../../core/wallets/index.js';
import { skeletonStyles } from '../../components/skeletonStyles.js';
import { componentStyles } from '../../components/styles.js';
import { useCopyWithToast } from '../../components/useCopyWithToast.js';
import { useWalletLinkGuard } from '../../components/useWalletLinkGuard.js';
import { useViewServices } from '../../components/viewServices.js';
import { WalletImage } from '../../components/WalletImage.js';
import { useLatchContext } from '../../context/LatchContext.js';
import { useStyles } from '../../shell/styleSheets.js';
import { connectingStyles } from '../ConnectingExternal/styles.js';
import { buildWalletDeepLink } from './buildWalletDeepLink.js';
import { DeepLinkPairing } from './DeepLinkPairing.js';
import { findWalletEntry } from './findWalletEntry.js';
import { pairingProblem } from './PairingOverlay.js';
import { pairingDisplay } from './pairingDisplay.js';
import { QrPairing } from './QrPairing.js';
import { walletConnectStyles } from './styles.js';
import { usePairing } from './usePairing.js';
import { usePairingClock } from './usePairingClock.js';
import { WalletConnectMark } from './WalletConnectMark.js';

const Pairing = observer(function Pairing({ wallet }: { readonly wallet: WalletEntry | undefined }) {
  const { latch } = useLatchContext();
  const { connection } = latch;
  const services = useViewServices();
  const copy = useCopyWithToast();
  const guardLink = useWalletLinkGuard();
  const mobileLink = latch.platform.isMobile() ? wallet?.listing?.mobile_link : undefined;
  const { pair, failure } = usePairing(wallet, mobileLink !== undefined);
  const now = usePairingClock(connection.wcPairingExpiry, services);
  const display = failure ? 'error' : pairingDisplay(connection, now);
  const problem = pairingProblem(display, failure);
  const uri = connection.wcUri;
  const onCopy = (text: string) => copy(text, 'Link copied');
  if (wallet && mobileLink !== undefined) {
    const onOpen = (text: string) => {
      const href = guardLink(buildWalletDeepLink(mobileLink, text));
      if (href === undefined) return;
      connection.setWcLinking({ href, name: wallet.name });
      services.openUrl(href);
    };
    return <DeepLinkPairing {...{ wallet, uri, display, problem, onOpen, onCopy }} onRetry={pair} />;
  }
  const logo = wallet ? <WalletImage src={wallet.imageUrl} size={64} /> : <WalletConnectMark size={64} />;
  return <QrPairing {...{ uri, display, problem, logo, onCopy }} onRetry={pair} />;
});

/**
 * The WalletConnect pairing of SPEC §2 ConnectingWalletConnect(Basic): a QR code of connection.wcUri with the
 * chosen wallet's logo (or WalletConnect's) in the centre, copy link, and on a phone the wallet's deep link.
 * Expired codes (SPEC §5) and failures offer Retry, which asks the connector for a new uri.
 */
export const WalletConnectPanel = observer(function WalletConnectPanel({
  walletId,
}: {
  readonly walletId: string | undefined;
}) {
  useStyles('components', componentStyles);
  useStyles('skeleton', skeletonStyles);
  useStyles('connecting', connectingStyles);
  useStyles('wallet-connect', walletConnectStyles);
  const { wallets } = useLatchContext();
  return <Pairing key={walletId ?? ''} wallet={findWalletEntry(wallets, walletId)} />;
});
