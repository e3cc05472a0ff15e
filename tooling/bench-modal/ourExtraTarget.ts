import { dirname, isAbsolute, relative } from 'node:path';
import { OURS } from './modalTargets.js';

/** One `--extra` target of the peers harness (its README, "Adding our own modal"). */
export interface ExtraTarget {
  readonly name: string;
  /** The built page's folder, relative to the JSON file. */
  readonly dir: string;
  /** What the harness clicks to open the modal. */
  readonly button: string;
  /** One wallet entry of the modal's list. */
  readonly list: string;
}

/**
 * The ConnectButton's own button, inside the shadow root of its host (ui-react/buttons/ButtonHost.tsx). It
 * counts as ready once it offers to connect: while a session is restored it reads 'Connecting…'.
 */
export const OUR_BUTTON = '[data-latch-host="connect-button"] >>> button:has-text(Connect Wallet)';

/**
 * A wallet row of the Connect view's list (ui-react/views/Connect/WalletRow.tsx), inside the modal's shadow
 * root (`<latch-modal data-latch-host="modal">`). The WalletConnect row heads the list, so one exists even
 * when the wallet registry is out of reach.
 */
export const OUR_WALLET_ENTRY =
  '[data-latch-host="modal"] >>> ul[aria-label="Wallets"] button[data-wallet-id]';

/** The `--extra` JSON describing our built demo in `pageDir`, for a JSON file written to `jsonFile`. */
export function ourExtraTargets(pageDir: string, jsonFile: string): ExtraTarget[] {
  if (!isAbsolute(pageDir) || !isAbsolute(jsonFile)) throw new Error('ourExtraTargets needs absolute paths');
  const dir = relative(dirname(jsonFile), pageDir) || '.';
  return [{ name: OURS, dir, button: OUR_BUTTON, list: OUR_WALLET_ENTRY }];
}
