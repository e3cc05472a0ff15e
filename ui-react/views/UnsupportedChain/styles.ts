/** The unsupported-network notice above the network list. */
export const unsupportedChainStyles = `
.latch-unsupported{display:flex;flex-direction:column;flex:1 1 auto;min-height:0;}
.latch-unsupported-scroll{display:flex;flex-direction:column;gap:16px;flex:1 1 auto;min-height:0;overflow-y:auto;
  padding:2px 14px 14px;scrollbar-width:thin;scrollbar-color:var(--latch-bg-200) transparent;}
.latch-unsupported-footer{flex-shrink:0;padding:12px 14px 14px;border-top:1px solid var(--latch-color-border-strong);}
.latch-unsupported-notice{display:flex;flex-direction:column;align-items:center;gap:10px;padding:4px 16px 2px;
  text-align:center;}
.latch-unsupported-icon{display:flex;align-items:center;justify-content:center;width:48px;height:48px;
  border-radius:var(--latch-radius-full);background:color-mix(in srgb, var(--latch-color-error) 14%, transparent);
  color:var(--latch-color-error);}
.latch-unsupported-title{font-size:var(--latch-text-paragraph);font-weight:600;letter-spacing:-0.02em;
  color:var(--latch-fg-100);}
.latch-unsupported-text{font-size:var(--latch-text-small);color:var(--latch-fg-200);line-height:1.45;max-width:280px;}
`;
