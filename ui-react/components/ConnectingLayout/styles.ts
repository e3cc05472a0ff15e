/** The connecting layout (title, hint, actions around components/ConnectingLogo), shared by the connecting views. */
export const connectingStyles = `
.latch-connecting{display:flex;flex-direction:column;align-items:center;gap:18px;padding:18px 20px 26px;
  text-align:center;}
.latch-connecting-text{display:flex;flex-direction:column;gap:6px;max-width:280px;}
.latch-connecting-title{font-size:var(--latch-text-paragraph);font-weight:600;color:var(--latch-fg-100);
  letter-spacing:-0.02em;}
.latch-connecting-title[data-tone='error']{color:var(--latch-color-error);}
.latch-connecting-hint{font-size:var(--latch-text-small);color:var(--latch-fg-200);line-height:1.45;}
.latch-connecting-actions{display:flex;flex-wrap:wrap;justify-content:center;gap:8px;}
.latch-button:disabled{opacity:0.5;cursor:default;}
`;
