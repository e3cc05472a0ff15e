export const headerStyles = `
.latch-header{display:grid;grid-template-columns:40px 1fr 40px;align-items:center;gap:4px;
  min-height:60px;padding:10px 14px 6px;}
.latch-header-title{grid-column:2;text-align:center;font-size:var(--latch-text-title);font-weight:600;
  color:var(--latch-fg-100);letter-spacing:-0.02em;white-space:nowrap;overflow:hidden;text-overflow:ellipsis;}
.latch-icon-button{display:inline-flex;align-items:center;justify-content:center;width:32px;height:32px;
  padding:0;border:none;border-radius:var(--latch-radius-s);background:transparent;color:var(--latch-fg-150);
  cursor:pointer;transition:background-color var(--latch-duration-fast) var(--latch-ease),
  color var(--latch-duration-fast) var(--latch-ease);}
.latch-icon-button:hover{background:var(--latch-bg-150);color:var(--latch-fg-100);}
.latch-icon-button:active{background:var(--latch-bg-175);}
.latch-header-start{grid-column:1;justify-self:start;}
.latch-header-end{grid-column:3;justify-self:end;}
`;
