import { AlertIcon } from '../../components/buttonIcons.js';
import { NetworkImage } from '../../components/NetworkImage.js';
import { useLatch } from '../../hooks/useLatch.js';
import { useLatchModal } from '../../hooks/useLatchModal.js';
import { useLatchNetwork } from '../../hooks/useLatchNetwork.js';
import { ButtonHost } from '../ButtonHost.js';

/**
 * The active network (image and name); opens the network list, or offers the switch on an unsupported one. With
 * `enableNetworkSwitch: false` it only shows the network: no list to open (SPEC §4).
 */
export function NetworkButton() {
  const latch = useLatch();
  const { open } = useLatchModal();
  const { network, isUnsupported } = useLatchNetwork();
  const onClick = () => {
    latch.analytics.track({ event: 'CLICK_NETWORKS' });
    void open({ view: isUnsupported ? 'UnsupportedChain' : 'Networks' });
  };
  if (isUnsupported) {
    return (
      <ButtonHost name="network-button">
        <button type="button" className="latch-pill latch-pill-warning" onClick={onClick}>
          <AlertIcon size={14} />
          <span>Switch Network</span>
        </button>
      </ButtonHost>
    );
  }
  const content = (
    <>
      <NetworkImage network={network} size={28} />
      <span className="latch-pill-network-name">{network.name}</span>
    </>
  );
  return (
    <ButtonHost name="network-button">
      {latch.options.enableNetworkSwitch ? (
        <button type="button" className="latch-pill latch-pill-secondary" onClick={onClick}>
          {content}
        </button>
      ) : (
        <span className="latch-pill latch-pill-secondary latch-pill-static">
          <span className="latch-visually-hidden">Network: </span>
          {content}
        </span>
      )}
    </ButtonHost>
  );
}
