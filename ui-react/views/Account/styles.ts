/** The account view: avatar, name and address with copy, balance, network and explorer chips, disconnect. */
export const accountStyles = `
.latch-account{display:flex;flex-direction:column;gap:16px;flex:1 1 auto;min-height:0;padding:4px 14px 14px;overflow-y:auto;}
.latch-account-hero{display:flex;flex-direction:column;align-items:center;gap:6px;padding:6px 8px 4px;text-align:center;}
.latch-account-avatar{display:block;flex-shrink:0;overflow:hidden;margin-bottom:8px;border-radius:var(--latch-radius-full);
  box-shadow:0 0 0 4px var(--latch-bg-150), 0 0 0 5px var(--latch-color-border-strong);}
.latch-account-avatar img{width:100%;height:100%;object-fit:cover;}
.latch-account-name-row{display:flex;align-items:center;justify-content:center;gap:2px;max-width:100%;padding-left:30px;}
.latch-account-name{min-width:0;font-size:calc(var(--latch-font-size-master) * 2);font-weight:600;
  letter-spacing:-0.03em;color:var(--latch-fg-100);white-space:nowrap;overflow:hidden;text-overflow:ellipsis;}
.latch-account-name-row .latch-icon-button{width:28px;height:28px;color:var(--latch-fg-200);}
.latch-account-address{font-size:var(--latch-text-small);color:var(--latch-fg-200);font-variant-numeric:tabular-nums;}
.latch-account-balance{display:flex;align-items:center;justify-content:center;min-height:22px;
  font-size:var(--latch-text-paragraph);font-weight:500;color:var(--latch-fg-150);font-variant-numeric:tabular-nums;}
.latch-account-balance-skeleton{width:96px;height:14px;border-radius:var(--latch-radius-xs);}
.latch-account-balance-unavailable{display:flex;align-items:center;justify-content:center;gap:8px;min-height:22px;
  font-size:var(--latch-text-small);color:var(--latch-fg-200);}
.latch-account-chips{display:flex;flex-wrap:wrap;justify-content:center;gap:8px;margin-top:10px;}
.latch-chip{display:inline-flex;align-items:center;gap:6px;height:32px;padding:0 12px 0 6px;
  border:1px solid var(--latch-color-border-strong);border-radius:var(--latch-radius-full);background:var(--latch-bg-125);
  color:var(--latch-fg-100);font-size:var(--latch-text-small);font-weight:500;text-decoration:none;cursor:pointer;
  white-space:nowrap;transition:background-color var(--latch-duration-fast) var(--latch-ease);}
.latch-chip:hover{background:var(--latch-bg-150);}
.latch-chip svg{color:var(--latch-fg-200);}
.latch-chip-text{padding-left:12px;}
.latch-chip-warning{padding-left:8px;color:var(--latch-color-error);
  border-color:color-mix(in srgb, var(--latch-color-error) 45%, transparent);
  background:color-mix(in srgb, var(--latch-color-error) 10%, var(--latch-bg-125));}
.latch-chip.latch-chip-warning svg{color:var(--latch-color-error);}
.latch-account-balance-unavailable .latch-chip{height:26px;padding:0 10px;font-size:var(--latch-text-tiny);}
.latch-account-disconnect .latch-account-disconnect-icon{display:flex;align-items:center;justify-content:center;width:40px;
  height:40px;border-radius:var(--latch-radius-m);background:var(--latch-bg-175);color:var(--latch-fg-150);}
.latch-account-disconnect:hover .latch-account-disconnect-icon{color:var(--latch-color-error);}
.latch-account-disconnect[aria-busy='true']{cursor:progress;}
.latch-account-empty{display:flex;flex-direction:column;align-items:center;gap:12px;padding:24px 20px 28px;
  color:var(--latch-fg-200);font-size:var(--latch-text-small);}
`;
