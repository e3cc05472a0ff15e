export const connectStyles = `
.latch-connect{display:flex;flex-direction:column;gap:14px;padding:2px 14px 14px;overflow-y:auto;}
.latch-connect-list{display:flex;flex-direction:column;gap:8px;}
.latch-connect-all .latch-wallet-image{background:var(--latch-bg-175);color:var(--latch-fg-150);}
.latch-connect-wc .latch-wallet-image{background:var(--latch-accent-soft);color:var(--latch-accent-text);}
.latch-connect-separator{display:flex;align-items:center;gap:10px;color:var(--latch-fg-300);
  font-size:var(--latch-text-tiny);}
.latch-connect-separator::before,.latch-connect-separator::after{content:'';flex:1;height:1px;
  background:var(--latch-color-border-strong);}
.latch-connect-legal{padding:4px 12px 0;text-align:center;color:var(--latch-fg-200);font-size:var(--latch-text-tiny);
  line-height:1.5;}
.latch-connect-legal a{color:var(--latch-fg-150);text-decoration:underline;text-underline-offset:2px;}
`;
