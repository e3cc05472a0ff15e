import { observer } from 'mobx-react-lite';
import { validateEvmAddress } from '../../../core/lib/validation/index.js';
import type { ChainNamespace } from '../../../ports/index.js';
import { ChevronRightIcon, CopyIcon } from '../../components/icons.js';
import { NetworkImage } from '../../components/NetworkImage.js';
import { networkStyles } from '../../components/NetworkList/styles.js';
import { NotConnected } from '../../components/NotConnected.js';
import { QrCode } from '../../components/QrCode/QrCode.js';
import { walletConnectStyles } from '../../components/QrCode/styles.js';
import { componentStyles } from '../../components/styles.js';
import { useCopyWithToast } from '../../components/useCopyWithToast.js';
import { useAccount, useNameZone, useRouter, useViewRegistry } from '../../context/coreHooks.js';
import { useStyles } from '../../shell/styleSheets.js';
import { receiveStyles } from './styles.js';

/** EVM addresses in their EIP-55 form (what wallets and explorers show); others as the wallet gave them. */
const displayAddress = (address: string, namespace: ChainNamespace): string =>
  namespace === 'eip155' ? validateEvmAddress(address).unwrapOr(address) : address;

/**
 * SPEC §2 Receive: the connected address as a QR code (the active network's image in its centre) and as
 * text with Copy (toast 'Address copied'), and the configured networks of the active namespace it can
 * receive on; on eip155, while the account has no name, the way to choose one.
 */
export const ReceiveView = observer(function ReceiveView() {
  useStyles('components', componentStyles);
  useStyles('networks', networkStyles);
  useStyles('wallet-connect', walletConnectStyles);
  useStyles('receive', receiveStyles);
  const account = useAccount();
  const registry = useViewRegistry();
  const router = useRouter();
  const nameZone = useNameZone();
  const copy = useCopyWithToast();
  const connected = account.isConnected ? account.address : undefined;
  if (connected === undefined) return <NotConnected description="Connect a wallet to see your address." />;
  const address = displayAddress(connected, account.activeNamespace);
  const network = account.activeNetwork;
  // Names are eip155 only (SPEC §1); offered while the account has none and the register view exists.
  const offerName =
    account.activeNamespace === 'eip155' &&
    registry.RegisterAccountName !== undefined &&
    !account.identity?.name;
  const networks = account.networks.filter(
    (candidate) => candidate.chainNamespace === account.activeNamespace,
  );
  return (
    <div className="latch-receive">
      <figure className="latch-qr-frame" aria-label="Your address as a QR code">
        <QrCode uri={address} logo={<NetworkImage network={network} size={56} />} />
      </figure>
      <p className="latch-receive-hint">Scan this QR code or copy your address</p>
      <div className="latch-receive-address">
        <p className="latch-receive-address-text" data-testid="latch-receive-address">
          <span className="latch-visually-hidden">Your address: </span>
          {address}
        </p>
        <button type="button" className="latch-button" onClick={() => copy(address, 'Address copied')}>
          <CopyIcon size={14} />
          Copy
        </button>
      </div>
      <section className="latch-receive-networks" aria-labelledby="latch-receive-networks-title">
        <h3 className="latch-receive-networks-title" id="latch-receive-networks-title">
          Receive on these networks
        </h3>
        <ul className="latch-receive-network-list">
          {networks.map((candidate) => (
            <li key={candidate.caipNetworkId} className="latch-receive-network">
              <NetworkImage network={candidate} size={20} />
              <span className="latch-receive-network-name">{candidate.name}</span>
            </li>
          ))}
        </ul>
        <p className="latch-receive-note">Only send assets on these networks to this address.</p>
      </section>
      {offerName ? (
        <button
          type="button"
          className="latch-row latch-receive-name"
          onClick={() => router.push('RegisterAccountName')}
        >
          <span className="latch-receive-name-text">
            <span className="latch-row-label">Choose a name</span>
            <span className="latch-receive-name-hint">Share a name like yourname.{nameZone} instead</span>
          </span>
          <span className="latch-row-end">
            <ChevronRightIcon size={16} />
          </span>
        </button>
      ) : null}
    </div>
  );
});
