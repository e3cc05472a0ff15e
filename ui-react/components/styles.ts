/**
 * Shared pieces: wallet and network logos, the connecting logo, badges, list rows, buttons inside the modal, and
 * the notice (icon, title, text, action) a view shows instead of its content (NotConnected).
 */
export const componentStyles = `
.latch-wallet-image{display:inline-flex;align-items:center;justify-content:center;flex-shrink:0;overflow:hidden;
  border-radius:var(--latch-radius-m);background:var(--latch-bg-175);color:var(--latch-fg-200);
  box-shadow:inset 0 0 0 1px var(--latch-color-border);}
.latch-wallet-image img{width:100%;height:100%;object-fit:cover;}
.latch-badge{display:inline-flex;align-items:center;height:20px;padding:0 7px;border-radius:var(--latch-radius-xs);
  font-size:var(--latch-text-micro);font-weight:600;letter-spacing:0.02em;text-transform:uppercase;
  white-space:nowrap;background:var(--latch-bg-200);color:var(--latch-fg-200);}
.latch-badge[data-tone='accent']{background:var(--latch-accent-soft);color:var(--latch-accent-text);}
.latch-badge[data-tone='success']{background:color-mix(in srgb, var(--latch-color-success) 15%, transparent);
  color:var(--latch-color-success);}
.latch-row{display:flex;align-items:center;gap:12px;width:100%;min-height:56px;padding:8px 12px 8px 8px;
  border:none;border-radius:var(--latch-radius-l);background:var(--latch-bg-125);color:var(--latch-fg-100);
  text-align:left;cursor:pointer;transition:background-color var(--latch-duration-fast) var(--latch-ease);}
.latch-row:hover{background:var(--latch-bg-150);}
.latch-row:active{background:var(--latch-bg-175);}
.latch-row-label{flex:1 1 auto;min-width:0;font-size:var(--latch-text-paragraph);font-weight:500;
  letter-spacing:-0.015em;white-space:nowrap;overflow:hidden;text-overflow:ellipsis;}
.latch-row-end{display:inline-flex;align-items:center;gap:6px;color:var(--latch-fg-300);}
.latch-button{display:inline-flex;align-items:center;justify-content:center;gap:6px;height:36px;padding:0 14px;
  border:1px solid var(--latch-color-border-strong);border-radius:var(--latch-radius-full);
  background:var(--latch-bg-150);color:var(--latch-fg-100);font-size:var(--latch-text-small);font-weight:500;
  cursor:pointer;transition:background-color var(--latch-duration-fast) var(--latch-ease);}
.latch-button:hover{background:var(--latch-bg-175);}
.latch-button-primary{background:var(--latch-accent);border-color:transparent;color:var(--latch-color-accent-fg);}
.latch-button-primary:hover:not(:disabled){background:var(--latch-accent-hover);}
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
@keyframes latch-ring{from{stroke-dashoffset:0}to{stroke-dashoffset:-100}}
.latch-notice{display:flex;flex-direction:column;align-items:center;gap:6px;padding:20px 20px 24px;
  text-align:center;}
.latch-notice-icon{display:flex;align-items:center;justify-content:center;width:52px;height:52px;
  margin-bottom:6px;border-radius:var(--latch-radius-l);background:var(--latch-bg-150);color:var(--latch-fg-200);
  box-shadow:inset 0 0 0 1px var(--latch-color-border);}
.latch-notice-title{margin:0;color:var(--latch-fg-100);font-size:var(--latch-text-paragraph);font-weight:500;
  letter-spacing:-0.015em;}
.latch-notice-text{max-width:300px;margin:0;text-wrap:balance;color:var(--latch-fg-200);font-size:var(--latch-text-small);
  line-height:1.45;}
.latch-notice .latch-button{margin-top:12px;min-width:160px;height:40px;}
`;
