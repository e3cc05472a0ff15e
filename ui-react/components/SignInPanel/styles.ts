/** The sign-in panel (SIWXSignMessage, ConnectingSiwe): the connecting layout plus its two buttons and error. */
export const signInStyles = `
.latch-signin-logos{display:flex;align-items:center;justify-content:center;gap:14px;}
.latch-signin-app{display:flex;align-items:center;justify-content:center;width:72px;height:72px;
  border-radius:22px;background:var(--latch-bg-200);color:var(--latch-fg-100);font-size:28px;font-weight:600;
  overflow:hidden;}
.latch-signin-app img{width:100%;height:100%;object-fit:cover;}
.latch-signin-error{display:flex;align-items:flex-start;gap:6px;color:var(--latch-color-error);
  font-size:var(--latch-text-small);line-height:1.45;text-align:left;}
.latch-signin-error svg{flex:none;margin-top:2px;}
.latch-signin-actions{display:grid;grid-template-columns:1fr 1fr;gap:8px;width:100%;}
.latch-signin-actions .latch-button{justify-content:center;min-height:40px;}
`;
