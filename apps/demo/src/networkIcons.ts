// The demo chains' icons (SPEC §3 network assets.imageUrl): files of their own, fetched with the images the modal
// prefetches, never inlined into the page's JavaScript.
import devnetIcon from './networks/latch-devnet.svg?no-inline';
import devnetL2Icon from './networks/latch-devnet-l2.svg?no-inline';
import solanaDevnetIcon from './networks/latch-solana-devnet.svg?no-inline';

/** By chain id; a chain without one gets the modal's monogram. */
export const NETWORK_ICONS: Readonly<Record<number, string>> = { 31337: devnetIcon, 31338: devnetL2Icon };

/** The local Solana devnet's icon (its network's assets.imageUrl, like the EVM chains'). */
export const SOLANA_NETWORK_ICON: string = solanaDevnetIcon;
