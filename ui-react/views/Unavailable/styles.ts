export const unavailableStyles = `
.latch-unavailable{display:flex;flex-direction:column;align-items:center;gap:10px;padding:28px 24px 32px;
  text-align:center;color:var(--latch-fg-200);font-size:var(--latch-text-small);}
.latch-unavailable-icon{display:flex;align-items:center;justify-content:center;width:48px;height:48px;
  border-radius:var(--latch-radius-l);background:var(--latch-bg-150);color:var(--latch-fg-150);}
.latch-unavailable-title{color:var(--latch-fg-100);font-weight:500;font-size:var(--latch-text-paragraph);}
`;
