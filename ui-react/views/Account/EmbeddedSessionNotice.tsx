import { observer } from 'mobx-react-lite';
import { AlertIcon, RetryIcon } from '../../components/icons.js';
import { useConnection, useEmbeddedUser } from '../../context/coreHooks.js';

/**
 * Account's line for an embedded wallet whose session rules could not be fetched (tried three times): the catalogue
 * text and Try again, rather than a session that silently lacks them. Nothing otherwise.
 */
export const EmbeddedSessionNotice = observer(function EmbeddedSessionNotice() {
  const connection = useConnection();
  const user = useEmbeddedUser();
  const embedded = [...connection.connections.values()].some((c) => c.connector.type === 'AUTH');
  const error = user.sessionError;
  if (!embedded || error === undefined) return null;
  return (
    <div
      className="latch-account-balance-unavailable latch-account-session-failed"
      role="alert"
      data-testid="latch-embedded-session-failed"
    >
      <span className="latch-account-session-text">
        <AlertIcon size={14} />
        {error.message}
      </span>
      <button type="button" className="latch-chip" onClick={user.retrySession}>
        <RetryIcon size={12} />
        Try again
      </button>
    </div>
  );
});
