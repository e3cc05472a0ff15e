import { observer } from 'mobx-react-lite';
import { useAccount, useModal } from '../../context/coreHooks.js';
import { useStyles } from '../../shell/styleSheets.js';
import { namespaceSwitchNote } from './namespaceSwitchNote.js';

const switchNoteStyles = `
.latch-connect-switch-note{margin:0 0 8px;padding:10px 12px;border-radius:var(--latch-radius-m);background:var(--latch-accent-soft);
color:var(--latch-fg-100);font-size:var(--latch-text-small);line-height:1.4;text-wrap:pretty;}
`;

/**
 * Why Connect opened during a switch towards a network of another namespace (namespaceSwitchNote). Its own
 * chunk: fetched only when such a switch waits, not with the Connect view.
 */
export const SwitchNote = observer(function SwitchNote() {
  useStyles('connect-switch-note', switchNoteStyles);
  const account = useAccount();
  const note = namespaceSwitchNote({
    pending: account.pendingNetwork,
    namespace: useModal().namespace,
    connectedOn: account.isConnected ? account.activeNetwork : undefined,
  });
  return note === undefined ? null : (
    <p className="latch-connect-switch-note" role="status">
      {note}
    </p>
  );
});
