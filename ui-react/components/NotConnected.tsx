import { useRouter } from '../context/coreHooks.js';
import { WalletIcon } from './icons.js';
import { Notice } from './Notice.js';

export interface NotConnectedProps {
  /** The heading line; 'No wallet connected' unless the view says otherwise. */
  readonly title?: string;
  /** One sentence under it: what connecting a wallet lets the user do in this view. */
  readonly description?: string;
}

/**
 * What a view that needs an account shows while no wallet is connected (Account, Receive, Send, Swap, On-ramp…):
 * a wallet icon, the title, a short description and 'Connect Wallet', which starts over on Connect.
 */
export function NotConnected({
  title = 'No wallet connected',
  description = 'Connect a wallet to continue.',
}: NotConnectedProps) {
  const router = useRouter();
  return (
    <Notice
      icon={<WalletIcon size={22} />}
      title={title}
      text={description}
      action={{ label: 'Connect Wallet', onClick: () => router.reset('Connect') }}
      testId="latch-not-connected"
    />
  );
}
