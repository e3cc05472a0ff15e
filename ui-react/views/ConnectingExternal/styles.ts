/** The connecting layout (logo in its ring, title, hint, action), shared by the connecting views. */
export const connectingStyles = `
.latch-connecting{display:flex;flex-direction:column;align-items:center;gap:18px;padding:18px 20px 26px;
  text-align:center;}
.latch-connecting-logo{position:relative;display:flex;align-items:center;justify-content:center;width:92px;
  height:92px;flex-shrink:0;}
.latch-connecting-logo .latch-wallet-image{border-radius:var(--latch-radius-xl);}
.latch-connecting-ring{position:absolute;inset:0;width:92px;height:92px;overflow:visible;}
.latch-connecting-ring rect{fill:none;stroke-width:3;}
.latch-connecting-track{stroke:var(--latch-color-border-strong);
  transition:stroke var(--latch-duration-base) var(--latch-ease);}
.latch-connecting-arc{stroke:var(--latch-accent);stroke-dasharray:22 78;stroke-linecap:round;
  animation:latch-ring 1.1s linear infinite;}
.latch-connecting-logo[data-state='error'] .latch-connecting-track{stroke:var(--latch-color-error);}
.latch-connecting-badge{position:absolute;right:2px;bottom:2px;display:flex;align-items:center;
  justify-content:center;width:22px;height:22px;border-radius:var(--latch-radius-full);
  background:var(--latch-color-error);color:var(--latch-bg-100);box-shadow:0 0 0 3px var(--latch-bg-100);}
.latch-connecting-text{display:flex;flex-direction:column;gap:6px;max-width:280px;}
.latch-connecting-title{font-size:var(--latch-text-paragraph);font-weight:600;color:var(--latch-fg-100);
  letter-spacing:-0.02em;}
.latch-connecting-title[data-tone='error']{color:var(--latch-color-error);}
.latch-connecting-hint{font-size:var(--latch-text-small);color:var(--latch-fg-200);line-height:1.45;}
.latch-connecting-actions{display:flex;flex-wrap:wrap;justify-content:center;gap:8px;}
.latch-button-primary{background:var(--latch-accent);border-color:transparent;color:var(--latch-color-accent-fg);}
.latch-button-primary:hover{background:var(--latch-accent-hover);}
.latch-button:disabled{opacity:0.5;cursor:default;}
@keyframes latch-ring{from{stroke-dashoffset:0}to{stroke-dashoffset:-100}}
`;
