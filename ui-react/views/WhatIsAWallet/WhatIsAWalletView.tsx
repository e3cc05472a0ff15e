import { observer } from 'mobx-react-lite';
import { ExternalLinkIcon } from '../../components/icons.js';
import { componentStyles } from '../../components/styles.js';
import { WalletImage } from '../../components/WalletImage.js';
import { useModal, usePlatform, useRouter, useWallets } from '../../context/coreHooks.js';
import { useStyles } from '../../shell/styleSheets.js';
import { walletsToGet } from './getAWallet.js';

const styles = `
.latch-wallet-intro{display:flex;flex-direction:column;gap:16px;padding:4px 14px 8px;}
.latch-wallet-intro h3{margin:0 0 4px;font-size:var(--latch-text-paragraph);font-weight:600;color:var(--latch-fg-100);}
.latch-wallet-intro p{margin:0;font-size:var(--latch-text-small);line-height:1.45;color:var(--latch-fg-200);}
.latch-wallet-get{display:flex;flex-direction:column;gap:8px;margin:0;padding:0;list-style:none;}
.latch-wallet-get li{display:flex;align-items:center;gap:12px;min-width:0;padding:10px 12px;border-radius:var(--latch-radius-m);
  background:var(--latch-bg-125);}
.latch-wallet-get-name{flex:1;min-width:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap;font-weight:500;
  color:var(--latch-fg-100);}
.latch-wallet-get-links{display:flex;flex-wrap:wrap;justify-content:flex-end;gap:4px 10px;}
.latch-wallet-get-links a{display:inline-flex;align-items:center;gap:4px;font-size:var(--latch-text-small);font-weight:500;
  color:var(--latch-accent-text);text-decoration:none;border-radius:4px;}
.latch-wallet-get-links a:hover{text-decoration:underline;}
.latch-wallet-get-links a:focus-visible{outline:2px solid var(--latch-accent);outline-offset:2px;}
.latch-wallet-intro-back{align-self:center;height:36px;padding:0 16px;border:1px solid var(--latch-bg-200);
  border-radius:var(--latch-radius-full);background:transparent;color:var(--latch-fg-100);font:inherit;
  font-size:var(--latch-text-small);font-weight:500;cursor:pointer;}
.latch-wallet-intro-back:focus-visible{outline:2px solid var(--latch-accent);outline-offset:2px;}
`;

/**
 * For a first-time visitor (reached from Connect's "New to wallets?"): what a wallet is, the registry's top
 * wallets for this platform with where to get them (app stores on a phone, the extension store on a desktop, else
 * the website; every link through the URL policy), that e-mail needs no wallet when the modal offers it, and
 * back to Connect.
 */
export const WhatIsAWalletView = observer(function WhatIsAWalletView() {
  useStyles('components', componentStyles);
  useStyles('what-is-a-wallet', styles);
  const wallets = useWallets();
  const modal = useModal();
  const platform = usePlatform();
  const router = useRouter();
  const toGet = walletsToGet(wallets.connectRowsFor(modal.namespace), platform.isMobile());
  const email = wallets.connectMethodsFor(modal.namespace).includes('email');
  return (
    <div className="latch-wallet-intro">
      <section aria-labelledby="latch-wallet-intro-what">
        <h3 id="latch-wallet-intro-what">A home for your digital assets</h3>
        <p>
          A wallet is an app that holds your crypto and the keys that prove it is yours. You use it to send
          and receive tokens, and only you can approve what leaves it.
        </p>
      </section>
      <section aria-labelledby="latch-wallet-intro-login">
        <h3 id="latch-wallet-intro-login">A new way to sign in</h3>
        <p>
          Instead of an account and a password for every site, you connect your wallet: the site sees your
          public address, and asks your wallet each time it needs your approval.
        </p>
      </section>
      {toGet.length === 0 ? null : (
        <section aria-labelledby="latch-wallet-intro-get">
          <h3 id="latch-wallet-intro-get">Get a wallet</h3>
          <ul className="latch-wallet-get">
            {toGet.map((wallet) => (
              <li key={wallet.id}>
                <WalletImage src={wallet.imageUrl} size={32} />
                <span className="latch-wallet-get-name">{wallet.name}</span>
                <span className="latch-wallet-get-links">
                  {wallet.links.map((link) => (
                    <a
                      key={link.label}
                      href={link.href}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={`${wallet.name} on ${link.label}`}
                    >
                      {link.label}
                      <ExternalLinkIcon size={12} />
                    </a>
                  ))}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {email ? <p>No wallet yet? You can also continue with your e-mail address: no wallet needed.</p> : null}
      <button type="button" className="latch-wallet-intro-back" onClick={() => router.goBack()}>
        Back to connect
      </button>
    </div>
  );
});
