/** Receive: the address as a QR code, the address itself with copy, and the networks it receives on. */
export const receiveStyles = `
.latch-receive{display:flex;flex-direction:column;align-items:center;gap:14px;flex:1 1 auto;min-height:0;
  padding:2px 14px 16px;overflow-y:auto;scrollbar-width:thin;scrollbar-color:var(--latch-bg-200) transparent;}
.latch-receive .latch-qr-frame{max-width:228px;flex-shrink:0;margin:0;}
.latch-receive .latch-qr-logo .latch-network-image{box-shadow:0 0 0 3px #ffffff;}
.latch-receive-hint{font-size:var(--latch-text-small);color:var(--latch-fg-200);text-align:center;}
.latch-receive-address{display:flex;align-items:center;gap:10px;width:100%;padding:10px 10px 10px 12px;
  border-radius:var(--latch-radius-l);background:var(--latch-bg-125);
  box-shadow:inset 0 0 0 1px var(--latch-color-border);}
.latch-receive-address-text{flex:1 1 auto;min-width:0;font-size:var(--latch-text-small);font-weight:500;
  line-height:1.45;color:var(--latch-fg-100);word-break:break-all;font-variant-numeric:tabular-nums;
  font-family:ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace;letter-spacing:0;}
.latch-receive-address .latch-button{flex-shrink:0;height:32px;padding:0 12px;}
.latch-receive-networks{display:flex;flex-direction:column;gap:8px;width:100%;}
.latch-receive-networks-title{padding:0 4px;font-size:var(--latch-text-tiny);font-weight:600;color:var(--latch-fg-200);
  letter-spacing:0.02em;text-transform:uppercase;}
.latch-receive-network-list{display:flex;flex-wrap:wrap;gap:6px;}
.latch-receive-network{display:inline-flex;align-items:center;gap:6px;height:30px;padding:0 10px 0 5px;
  border-radius:var(--latch-radius-full);background:var(--latch-bg-125);color:var(--latch-fg-150);
  box-shadow:inset 0 0 0 1px var(--latch-color-border);font-size:var(--latch-text-tiny);font-weight:500;
  white-space:nowrap;}
.latch-receive-note{padding:0 4px;font-size:var(--latch-text-tiny);line-height:1.45;color:var(--latch-fg-200);}
.latch-receive-name{min-height:52px;padding:8px 12px 8px 14px;flex-shrink:0;}
.latch-receive-name-text{display:flex;flex-direction:column;gap:2px;flex:1 1 auto;min-width:0;}
.latch-receive-name-hint{font-size:var(--latch-text-tiny);color:var(--latch-fg-200);white-space:nowrap;overflow:hidden;
  text-overflow:ellipsis;}
`;
