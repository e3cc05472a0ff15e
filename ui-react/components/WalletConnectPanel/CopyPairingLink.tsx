import { CopyIcon } from '../icons.js';

export interface CopyPairingLinkProps {
  /** The pairing uri, once there. */
  readonly uri: string | undefined;
  /** The pairing can be used (ready, not expired or failed). */
  readonly usable: boolean;
  readonly onCopy: (uri: string) => void;
}

/** "Copy link": the pairing uri to the clipboard, for a wallet on another device (QR and deep-link views). */
export function CopyPairingLink({ uri, usable, onCopy }: CopyPairingLinkProps) {
  return (
    <button
      type="button"
      className="latch-button latch-button-ghost"
      disabled={!usable}
      onClick={() => {
        if (uri !== undefined) onCopy(uri);
      }}
    >
      <CopyIcon size={14} />
      Copy link
    </button>
  );
}
