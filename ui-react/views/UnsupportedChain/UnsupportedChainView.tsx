import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { CaipNetworkId, Network } from '../../../ports/index.js';
import { DisconnectRow } from '../../components/DisconnectRow/DisconnectRow.js';
import { useDisconnectWallet } from '../../components/DisconnectRow/disconnectWallet.js';
import { AlertIcon } from '../../components/icons.js';
import { NetworkList } from '../../components/NetworkList/NetworkList.js';
import { networkStyles } from '../../components/NetworkList/styles.js';
import { useSwitchToNetwork } from '../../components/NetworkList/switchToNetwork.js';
import { componentStyles } from '../../components/styles.js';
import { useAccount } from '../../context/coreHooks.js';
import { useStyles } from '../../shell/styleSheets.js';
import { unsupportedChainStyles } from './styles.js';

/**
 * SPEC §2/§4 UnsupportedChain: the wallet sits on a network this app does not support. It says so, lists the
 * configured networks to switch to (switching as in Networks) and offers to disconnect instead.
 */
export const UnsupportedChainView = observer(function UnsupportedChainView() {
  useStyles('components', componentStyles);
  useStyles('networks', networkStyles);
  useStyles('unsupported-chain', unsupportedChainStyles);
  const account = useAccount();
  const switchToNetwork = useSwitchToNetwork();
  const disconnectWallet = useDisconnectWallet();
  const [switching, setSwitching] = useState<CaipNetworkId | undefined>(undefined);
  const [disconnecting, setDisconnecting] = useState(false);
  const select = (network: Network) => {
    if (switching !== undefined) return;
    setSwitching(network.caipNetworkId);
    const done = () => setSwitching(undefined);
    void switchToNetwork(network, 'UnsupportedChain').match(done, done);
  };
  const disconnect = () => {
    if (disconnecting) return;
    setDisconnecting(true);
    const done = () => setDisconnecting(false);
    void disconnectWallet().match(done, done);
  };
  return (
    <div className="latch-unsupported">
      <div className="latch-unsupported-scroll">
        <div className="latch-unsupported-notice">
          <span className="latch-unsupported-icon" aria-hidden="true">
            <AlertIcon size={22} />
          </span>
          <p className="latch-unsupported-title">Network not supported</p>
          <p className="latch-unsupported-text">
            This app doesn’t support your wallet’s current network. Switch to an available option to continue.
          </p>
        </div>
        <NetworkList
          networks={account.networks}
          activeId={undefined}
          switchingId={switching}
          onSelect={select}
        />
      </div>
      <div className="latch-unsupported-footer">
        <DisconnectRow busy={disconnecting} onClick={disconnect} />
      </div>
    </div>
  );
});
