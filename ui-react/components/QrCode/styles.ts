/** The QR code pairing: a white card with the code, its overlay when unusable, the hint and Copy link. */
export const walletConnectStyles = `
.latch-wc{display:flex;flex-direction:column;align-items:center;gap:14px;padding:4px 18px 22px;}
.latch-qr-frame{position:relative;width:100%;max-width:300px;aspect-ratio:1;border-radius:var(--latch-radius-xl);
  overflow:hidden;background:#ffffff;box-shadow:0 0 0 1px var(--latch-color-border-strong);}
.latch-qr{position:relative;width:100%;height:100%;padding:8px;
  transition:opacity var(--latch-duration-base) var(--latch-ease),filter var(--latch-duration-base) var(--latch-ease);}
.latch-qr svg{display:block;width:100%;height:100%;}
.latch-qr-frame[data-display='expired'] .latch-qr,.latch-qr-frame[data-display='error'] .latch-qr{opacity:0.12;
  filter:blur(3px);}
.latch-qr-logo{position:absolute;left:50%;top:50%;transform:translate(-50%, -50%);display:flex;align-items:center;
  justify-content:center;}
.latch-qr-logo > *{width:100% !important;height:100% !important;}
.latch-qr-logo .latch-wallet-image{border-radius:var(--latch-radius-l);background:#ffffff;box-shadow:none;}
.latch-qr-logo svg{border-radius:var(--latch-radius-l);}
.latch-qr-skeleton{position:absolute;inset:0;border-radius:0;
  background:linear-gradient(90deg, var(--latch-bg-150) 25%, var(--latch-bg-125) 50%, var(--latch-bg-150) 75%);
  background-size:200% 100%;}
.latch-qr-frame[data-display='loading'],.latch-qr-frame:has(.latch-qr-skeleton){background:var(--latch-bg-150);}
.latch-qr-overlay{position:absolute;inset:0;display:flex;flex-direction:column;align-items:center;justify-content:center;
  gap:8px;padding:20px;text-align:center;color:#141414;}
.latch-qr-frame:has(.latch-qr-skeleton) .latch-qr-overlay{color:var(--latch-fg-100);}
.latch-qr-overlay-icon{display:flex;align-items:center;justify-content:center;width:40px;height:40px;
  border-radius:var(--latch-radius-full);background:color-mix(in srgb, var(--latch-color-error) 14%, transparent);
  color:var(--latch-color-error);}
.latch-qr-overlay-title{font-size:var(--latch-text-paragraph);font-weight:600;letter-spacing:-0.02em;}
.latch-qr-overlay-hint{font-size:var(--latch-text-small);opacity:0.75;max-width:220px;}
.latch-qr-overlay .latch-button{margin-top:4px;background:#141414;color:#ffffff;border-color:transparent;}
.latch-qr-overlay .latch-button:hover{background:#2e3030;}
.latch-wc-hint{font-size:var(--latch-text-small);font-weight:500;color:var(--latch-fg-100);}
.latch-wc-web{text-decoration:none;}
.latch-button-ghost{border-color:transparent;background:transparent;color:var(--latch-fg-150);height:32px;}
.latch-button-ghost:hover{background:var(--latch-bg-150);}
`;
