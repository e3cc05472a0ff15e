export const toastStyles = `
.latch-toasts{position:fixed;top:16px;left:50%;transform:translateX(-50%);z-index:calc(var(--latch-z-index) + 1);
  display:flex;flex-direction:column;align-items:center;gap:8px;width:max-content;max-width:calc(100vw - 32px);
  pointer-events:none;}
.latch-toast{display:flex;align-items:center;gap:8px;min-height:40px;padding:8px 14px 8px 10px;
  border-radius:var(--latch-radius-xl);background:var(--latch-bg-175);color:var(--latch-fg-100);
  border:1px solid var(--latch-color-border-strong);box-shadow:var(--latch-color-shadow);
  font-size:var(--latch-text-small);font-weight:500;pointer-events:auto;
  animation:latch-pop-in var(--latch-duration-base) var(--latch-ease) both;}
.latch-toast[data-open='false']{animation:latch-fade-out var(--latch-duration-base) var(--latch-ease) both;}
.latch-toast-icon{display:flex;align-items:center;justify-content:center;flex-shrink:0;width:22px;height:22px;
  border-radius:var(--latch-radius-full);}
.latch-toast-message{flex:1 1 auto;min-width:0;line-height:1.35;}
.latch-toast[data-variant='success'] .latch-toast-icon{color:var(--latch-color-success);
  background:color-mix(in srgb, var(--latch-color-success) 16%, transparent);}
.latch-toast[data-variant='error'] .latch-toast-icon{color:var(--latch-color-error);
  background:color-mix(in srgb, var(--latch-color-error) 16%, transparent);}
.latch-toast[data-variant='loading'] .latch-toast-icon{color:var(--latch-accent);}
.latch-toast-link{flex-shrink:0;margin-left:4px;color:var(--latch-accent-text);text-decoration:none;font-weight:600;
  white-space:nowrap;border-radius:var(--latch-radius-xs);}
.latch-toast-link:hover{text-decoration:underline;}
.latch-toast-link:focus-visible{outline:2px solid var(--latch-accent);outline-offset:2px;}
.latch-spinner{animation:latch-spin 0.8s linear infinite;}
`;
