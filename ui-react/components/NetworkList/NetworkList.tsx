import { useId } from 'react';
import type { CaipNetworkId, Network } from '../../../ports/index.js';
import { CheckIcon, SpinnerIcon } from '../icons.js';
import { NetworkImage } from '../NetworkImage.js';
import { useRovingFocus } from '../useRovingFocus.js';
import { groupNetworks } from './groupNetworks.js';

export interface NetworkListProps {
  readonly networks: readonly Network[];
  /** Marked as the current one (aria-current); none on an unsupported network. */
  readonly activeId: CaipNetworkId | undefined;
  /** The network being switched to, if any. */
  readonly switchingId: CaipNetworkId | undefined;
  readonly onSelect: (network: Network) => void;
}

/**
 * The configured networks grouped by namespace (headed when there is more than one), each a row with its image
 * or monogram. One Tab stop for the whole list; arrows, Home and End move between rows across the groups.
 */
export function NetworkList({ networks, activeId, switchingId, onSelect }: NetworkListProps) {
  const groups = groupNetworks(networks);
  const roving = useRovingFocus(networks.length);
  const headed = groups.length > 1;
  const id = useId();
  let index = 0;
  return (
    <ul className="latch-networks-groups" aria-label="Networks" onKeyDown={roving.onKeyDown}>
      {groups.map((group) => (
        <li key={group.namespace} className="latch-networks-group">
          {headed ? (
            <h3 className="latch-networks-heading" id={`${id}-${group.namespace}`}>
              {group.label}
            </h3>
          ) : null}
          <ul
            className="latch-networks-list"
            aria-labelledby={headed ? `${id}-${group.namespace}` : undefined}
          >
            {group.networks.map((network) => {
              const position = index++;
              const active = network.caipNetworkId === activeId;
              const busy = network.caipNetworkId === switchingId;
              return (
                <li key={network.caipNetworkId}>
                  <button
                    type="button"
                    className="latch-row latch-network-row"
                    data-network={network.caipNetworkId}
                    aria-current={active || undefined}
                    aria-busy={busy || undefined}
                    {...roving.itemProps(position)}
                    onClick={() => onSelect(network)}
                  >
                    <NetworkImage network={network} size={36} />
                    <span className="latch-row-label">{network.name}</span>
                    <span className="latch-row-end">
                      {busy ? <SpinnerIcon size={16} /> : null}
                      {active && !busy ? <CheckIcon size={16} /> : null}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        </li>
      ))}
    </ul>
  );
}
