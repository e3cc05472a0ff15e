/** The registration's steps: the wallet's logo while it signs, then the name with a check. */
export const registerNameSuccessStyles = `
.latch-name-done{display:flex;align-items:center;justify-content:center;width:72px;height:72px;flex-shrink:0;
  border-radius:var(--latch-radius-full);background:color-mix(in srgb, var(--latch-color-success) 16%, transparent);
  color:var(--latch-color-success);box-shadow:0 0 0 8px color-mix(in srgb, var(--latch-color-success) 7%, transparent);}
.latch-name-registered{font-size:calc(var(--latch-font-size-master) * 2);font-weight:600;letter-spacing:-0.03em;
  color:var(--latch-fg-100);word-break:break-all;}
.latch-name-steps{display:flex;flex-direction:column;gap:6px;width:100%;max-width:260px;text-align:left;}
.latch-name-step{display:flex;align-items:center;gap:8px;font-size:var(--latch-text-small);color:var(--latch-fg-300);}
.latch-name-step[data-state='active']{color:var(--latch-fg-100);font-weight:500;}
.latch-name-step[data-state='done']{color:var(--latch-fg-200);}
.latch-name-step[data-state='done'] svg{color:var(--latch-color-success);}
.latch-name-step-dot{width:16px;height:16px;display:flex;align-items:center;justify-content:center;}
.latch-name-step-dot::before{content:'';width:6px;height:6px;border-radius:var(--latch-radius-full);
  background:currentColor;opacity:0.6;}
.latch-spinner{animation:latch-spin 0.8s linear infinite;}
`;
