export const connectStyles = `
.latch-connect{display:flex;flex-direction:column;gap:14px;padding:2px 14px 14px;overflow-y:auto;}
.latch-connect-list{display:flex;flex-direction:column;gap:8px;}
.latch-connect-list .latch-row-label{display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:2;
  white-space:normal;overflow-wrap:anywhere;line-height:1.25;}
.latch-connect-list .latch-row-end{flex-shrink:0;}
.latch-connect-awaited{padding:8px 12px 8px 8px;}
.latch-connect-awaited .latch-skeleton-logo{width:40px;height:40px;}
.latch-connect-all .latch-wallet-image{background:var(--latch-bg-175);color:var(--latch-fg-150);}
.latch-connect-wc .latch-wallet-image{background:var(--latch-accent-soft);color:var(--latch-accent-text);}
.latch-connect-separator{display:flex;align-items:center;gap:10px;color:var(--latch-fg-300);
  font-size:var(--latch-text-tiny);}
.latch-connect-separator::before,.latch-connect-separator::after{content:'';flex:1;height:1px;
  background:var(--latch-color-border-strong);}
.latch-connect-methods{display:flex;flex-direction:column;gap:14px;min-width:0;margin:0;padding:0;border:0;}
.latch-connect-methods:disabled .latch-row{opacity:.45;cursor:not-allowed;}
.latch-connect-methods:disabled .latch-row:hover{background:transparent;}
`;
