import { IMAGE_REFERRER_POLICY, safeImageSrc } from '../../components/safeUrls.js';
import { shortenAddress } from '../../components/shortenAddress.js';
import { useLatchAccount } from '../../hooks/useLatchAccount.js';
import { useLatchModal } from '../../hooks/useLatchModal.js';
import { ButtonHost } from '../ButtonHost.js';
import { avatarGradient } from './avatarGradient.js';

export interface AccountButtonProps {
  /** Show the native balance next to the account (default true). */
  readonly balance?: boolean;
}

/** The connected account (name or shortened address, avatar, balance); opens the Account view. Nothing when disconnected. */
export function AccountButton({ balance = true }: AccountButtonProps) {
  const { open } = useLatchModal();
  const account = useLatchAccount();
  const { address } = account;
  if (!account.isConnected || address === undefined) return null;
  const state = account.balance;
  const avatar = safeImageSrc(account.avatar);
  return (
    <ButtonHost name="account-button">
      <button
        type="button"
        className="latch-pill latch-pill-secondary"
        onClick={() => {
          void open({ view: 'Account' });
        }}
      >
        {avatar ? (
          <img className="latch-pill-avatar" src={avatar} alt="" referrerPolicy={IMAGE_REFERRER_POLICY} />
        ) : (
          <span
            className="latch-pill-avatar"
            style={{ background: avatarGradient(address) }}
            aria-hidden="true"
          />
        )}
        {balance && state.status === 'ready' ? (
          <span className="latch-pill-balance">
            {state.formatted} {state.symbol}
          </span>
        ) : null}
        {balance && state.status === 'loading' ? (
          <span className="latch-pill-skeleton" aria-label="Loading balance" role="img" />
        ) : null}
        <span className="latch-pill-label">{account.name ?? shortenAddress(address)}</span>
      </button>
    </ButtonHost>
  );
}
