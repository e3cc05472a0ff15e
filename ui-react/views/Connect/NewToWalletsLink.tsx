import { useRouter } from '../../context/coreHooks.js';
import { useStyles } from '../../shell/styleSheets.js';

const styles = `.latch-new-to-wallets{align-self:center;margin:4px auto 0;padding:4px 8px;border:none;border-radius:4px;
  background:transparent;color:var(--latch-fg-200);font:inherit;font-size:var(--latch-text-small);font-weight:500;cursor:pointer;}
.latch-new-to-wallets:hover{color:var(--latch-fg-100);text-decoration:underline;}
.latch-new-to-wallets:focus-visible{outline:2px solid var(--latch-accent);outline-offset:2px;}`;

/** Connect's last line: "New to wallets?" opens the WhatIsAWallet view (its code loads then). */
export function NewToWalletsLink() {
  useStyles('new-to-wallets', styles);
  const router = useRouter();
  return (
    <button type="button" className="latch-new-to-wallets" onClick={() => router.push('WhatIsAWallet')}>
      New to wallets?
    </button>
  );
}
