/** The success step of a flow (SuccessPanel): the check in its green ring and the heading under it. */
export const successPanelStyles = `
.latch-success-icon{display:flex;align-items:center;justify-content:center;width:64px;height:64px;margin-bottom:6px;
  border-radius:var(--latch-radius-full);background:color-mix(in srgb, var(--latch-color-success) 16%, transparent);
  color:var(--latch-color-success);box-shadow:0 0 0 8px color-mix(in srgb, var(--latch-color-success) 7%, transparent);}
.latch-success-title{font-size:calc(var(--latch-font-size-master) * 1.6);font-weight:600;letter-spacing:-0.02em;
  color:var(--latch-fg-100);text-align:center;}
.latch-root .latch-success-title:focus,.latch-root .latch-success-title:focus-visible{box-shadow:none;}
`;
