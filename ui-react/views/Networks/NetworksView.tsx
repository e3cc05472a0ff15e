import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { CaipNetworkId, Network } from '../../../ports/index.js';
import { NetworkList } from '../../components/NetworkList/NetworkList.js';
import { networkStyles } from '../../components/NetworkList/styles.js';
import { useSwitchToNetwork } from '../../components/NetworkList/switchToNetwork.js';
import { componentStyles } from '../../components/styles.js';
import { useAccount, useModal, useRouter } from '../../context/coreHooks.js';
import { readNetwork } from '../../hooks/readNetwork.js';
import { useStyles } from '../../shell/styleSheets.js';

/**
 * SPEC §2/§4 Networks: the configured networks by namespace, the active one marked; picking one switches (the
 * row shows the switch under way, failures are toasts) and goes back; a namespace without a wallet opens Connect
 * for it.
 */
export const NetworksView = observer(function NetworksView() {
  useStyles('components', componentStyles);
  useStyles('networks', networkStyles);
  const account = useAccount();
  const router = useRouter();
  const switchToNetwork = useSwitchToNetwork();
  const modal = useModal();
  const { network: active, networks, isUnsupported } = readNetwork(account);
  const [switching, setSwitching] = useState<CaipNetworkId | undefined>(undefined);
  const select = (network: Network) => {
    if (switching !== undefined) return;
    if (network.caipNetworkId === active.caipNetworkId && !isUnsupported) {
      if (!router.goBack()) modal.close();
      return;
    }
    setSwitching(network.caipNetworkId);
    const done = () => setSwitching(undefined);
    void switchToNetwork(network, 'Networks').match(done, done);
  };
  return (
    <div className="latch-networks">
      <NetworkList
        networks={networks}
        activeId={isUnsupported ? undefined : active.caipNetworkId}
        switchingId={switching}
        onSelect={select}
      />
      {account.isConnected ? (
        <p className="latch-networks-note">
          Your connected wallet may not support some of the networks available for this app
        </p>
      ) : null}
    </div>
  );
});
