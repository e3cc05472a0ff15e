import { useRouter } from '../context/coreHooks.js';
import { AlertIcon } from './icons.js';
import { Notice } from './Notice.js';

export interface SwitchNetworkNoticeProps {
  /** What is not offered here ('No purchases on Base'). */
  readonly title: string;
  /** One sentence: what the feature lacks on this network and that another network has it. */
  readonly description: string;
  readonly testId?: string;
}

/**
 * What a feature shows on a network it does not serve (Swap, On-ramp): an alert icon, the title, a short
 * description and 'Switch network', which opens Networks.
 */
export function SwitchNetworkNotice({ title, description, testId }: SwitchNetworkNoticeProps) {
  const router = useRouter();
  return (
    <Notice
      icon={<AlertIcon size={22} />}
      title={title}
      text={description}
      action={{ label: 'Switch network', onClick: () => router.push('Networks') }}
      {...(testId === undefined ? {} : { testId })}
    />
  );
}
