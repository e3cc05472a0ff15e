/** Shared pieces: wallet logos, badges, list rows, buttons inside the modal. */
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
`;
