/** The terms checkbox and notice (legal.tsx): fetched with them, only when the host set them. */
export const legalStyles = `
.latch-connect-legal{padding:4px 12px 0;text-align:center;color:var(--latch-fg-200);font-size:var(--latch-text-tiny);
  line-height:1.5;}
.latch-connect-legal a{color:var(--latch-fg-150);text-decoration:underline;text-underline-offset:2px;}
.latch-legal-checkbox{display:flex;align-items:flex-start;gap:10px;padding:10px 12px;border-radius:var(--latch-radius-m);
  background:var(--latch-bg-125);color:var(--latch-fg-150);font-size:var(--latch-text-small);
  line-height:1.45;}
.latch-legal-checkbox input{flex:none;width:18px;height:18px;margin:1px 0 0;accent-color:var(--latch-accent);cursor:pointer;}
.latch-legal-checkbox label{cursor:pointer;}
.latch-legal-checkbox a{color:var(--latch-fg-100);text-decoration:underline;text-underline-offset:2px;}
`;
