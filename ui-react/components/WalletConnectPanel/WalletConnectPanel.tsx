import { observer } from 'mobx-react-lite';
import { PairingStore } from '../../../core/kernel/connectFlow/index.js';
import type { WalletEntry } from '../../../core/kernel/walletCatalog/index.js';
import { useConnect, usePlatform, useToasts, useWallets } from '../../context/coreHooks.js';
import { useStyles } from '../../shell/styleSheets.js';
import { connectingStyles } from '../ConnectingLayout/styles.js';
import { walletConnectStyles } from '../QrCode/styles.js';
import { skeletonStyles } from '../skeletonStyles.js';
import { componentStyles } from '../styles.js';
import { useCopyWithToast } from '../useCopyWithToast.js';
import { useViewServices } from '../viewServices.js';
import { WalletImage } from '../WalletImage.js';
import { DeepLinkPairing } from './DeepLinkPairing.js';
import { findWalletEntry } from './findWalletEntry.js';
import { pairingProblem } from './PairingOverlay.js';
import { QrPairing } from './QrPairing.js';
import { usePairing } from './usePairing.js';
import { usePairingClock } from './usePairingClock.js';
import { WalletConnectMark } from './WalletConnectMark.js';

const Pairing = observer(function Pairing({ wallet }: { readonly wallet: WalletEntry | undefined }) {
  const connect = useConnect();
  const platform = usePlatform();
  const toasts = useToasts();
  // Built here from its class: its code comes with the pairing views, not with the page.
  const pairing = connect.pairingWith(PairingStore);
  const services = useViewServices();
  const copy = useCopyWithToast();
  const mobile = platform.isMobile();
  const mobileLink = mobile ? wallet?.listing?.mobile_link : undefined;
  const webappLink = wallet?.listing?.webapp_link;
  usePairing(pairing, wallet);
  const now = usePairingClock(pairing.expiry, services);
  const display = pairing.display(now);
  const problem = pairingProblem(display, pairing.failure);
  const uri = display === 'ready' ? pairing.uri : undefined;
  // A web wallet's page on the pairing, through the URL policy (http(s) only); nothing while the uri is not usable.
  const web =
    webappLink === undefined
      ? undefined
      : { href: uri === undefined ? undefined : pairing.webLink(webappLink).unwrapOr(undefined) };
  const onCopy = (text: string) => copy(text, 'Link copied');
  const onRetry = () => void pairing.pair();
  if (wallet && mobileLink !== undefined) {
    const onOpen = () =>
      pairing.deepLink(mobileLink, wallet.name).match(
        (href) => services.openUrl(href),
        (error) => toasts.show({ message: error.message, variant: 'error' }),
      );
    const opening = { kind: 'app', onOpen } as const;
    return <DeepLinkPairing {...{ wallet, uri, display, problem, opening, onCopy, onRetry }} />;
  }
  if (wallet && mobile && web !== undefined) {
    const opening = { kind: 'web', href: web.href } as const;
    return <DeepLinkPairing {...{ wallet, uri, display, problem, opening, onCopy, onRetry }} />;
  }
  const logo = wallet ? <WalletImage src={wallet.imageUrl} size={64} /> : <WalletConnectMark size={64} />;
  return (
    <QrPairing {...{ uri, display, problem, logo, mobile, onCopy, onRetry }} {...(web ? { web } : {})} />
  );
});

/**
 * The WalletConnect pairing of SPEC §2 ConnectingWalletConnect(Basic): a QR code of the connect flow's pairing
 * uri with the chosen wallet's logo (or WalletConnect's) in the centre, copy link, "Open in browser" for a web
 * wallet, and on a phone the wallet's deep link (or its web page) instead of the code. The flow refreshes the uri before it expires (SPEC §5); failures offer Retry.
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
  const wallets = useWallets();
  return <Pairing key={walletId ?? ''} wallet={findWalletEntry(wallets, walletId)} />;
});
