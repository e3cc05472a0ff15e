import { observer } from 'mobx-react-lite';
import { ChevronRightIcon, type IconProps, Svg } from '../../components/icons.js';
import { useConnection, useEmbeddedUser, useRouter, useViewRegistry } from '../../context/coreHooks.js';
import { useStyles } from '../../shell/styleSheets.js';

const rowStyles = `
.latch-update-email-icon{display:flex;align-items:center;justify-content:center;width:40px;height:40px;
  border-radius:var(--latch-radius-m);background:var(--latch-bg-175);color:var(--latch-fg-150);}
`;

const MailIcon = (props: IconProps) => (
  <Svg {...props}>
    <rect x="2" y="3.5" width="12" height="9" rx="1.5" />
    <path d="M2.5 4.5L8 8.5l5.5-4" />
  </Svg>
);

/**
 * Account's "Update e-mail" row: shown for a wallet signed in by e-mail (an AUTH connection with a known address,
 * not a social login) when the UpdateEmailWallet view is registered; it opens that view.
 */
export const UpdateEmailRow = observer(function UpdateEmailRow() {
  useStyles('update-email-row', rowStyles);
  const connection = useConnection();
  const user = useEmbeddedUser();
  const router = useRouter();
  const registry = useViewRegistry();
  const embedded = [...connection.connections.values()].some((c) => c.connector.type === 'AUTH');
  if (!embedded || user.email === undefined || registry.UpdateEmailWallet === undefined) return null;
  return (
    <button
      type="button"
      className="latch-row"
      data-testid="latch-update-email"
      onClick={() => router.push('UpdateEmailWallet')}
    >
      <span className="latch-update-email-icon" aria-hidden="true">
        <MailIcon size={18} />
      </span>
      <span className="latch-row-label">Update e-mail</span>
      <span className="latch-row-end" aria-hidden="true">
        <ChevronRightIcon size={14} />
      </span>
    </button>
  );
});
