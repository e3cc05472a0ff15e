/** The e-mail field of Connect and the code boxes of the e-mail views. */
export const emailStyles = `
.latch-email-form{display:flex;flex-direction:column;gap:6px;}
.latch-email-field{display:flex;align-items:center;gap:6px;height:52px;padding:0 6px 0 14px;border-radius:var(--latch-radius-l);
  border:1px solid var(--latch-color-border-strong);background:var(--latch-bg-125);
  transition:border-color var(--latch-duration-fast) var(--latch-ease),box-shadow var(--latch-duration-fast) var(--latch-ease);}
.latch-email-field:focus-within{border-color:var(--latch-accent);box-shadow:0 0 0 3px var(--latch-accent-soft);}
.latch-email-field[data-invalid='true']{border-color:var(--latch-color-error);}
.latch-email-input{flex:1 1 auto;min-width:0;height:100%;border:none;background:transparent;color:var(--latch-fg-100);
  font-size:var(--latch-text-paragraph);outline:none;appearance:none;-webkit-appearance:none;}
.latch-email-input:focus,.latch-email-input:focus-visible{box-shadow:none;}
.latch-email-input::placeholder{color:var(--latch-fg-300);}
.latch-email-submit{display:inline-flex;align-items:center;justify-content:center;width:38px;height:38px;flex-shrink:0;
  border-radius:var(--latch-radius-m);border:none;background:var(--latch-accent);color:var(--latch-accent-contrast, #fff);cursor:pointer;}
.latch-email-submit[aria-disabled='true']{opacity:0.5;cursor:default;}
.latch-email-error{display:flex;align-items:center;gap:6px;padding:0 4px;font-size:var(--latch-text-small);color:var(--latch-color-error);}
.latch-otp{display:flex;flex-direction:column;align-items:center;gap:16px;padding:8px 16px 20px;text-align:center;}
.latch-otp-intro{font-size:var(--latch-text-small);line-height:1.5;color:var(--latch-fg-200);}
.latch-otp-intro strong{color:var(--latch-fg-100);font-weight:600;word-break:break-all;}
.latch-otp-boxes{display:flex;gap:8px;justify-content:center;}
.latch-otp-box{width:42px;height:52px;border-radius:var(--latch-radius-m);border:1px solid var(--latch-color-border-strong);
  background:var(--latch-bg-125);color:var(--latch-fg-100);font-size:22px;font-weight:600;text-align:center;outline:none;
  font-variant-numeric:tabular-nums;}
.latch-otp-box:focus{border-color:var(--latch-accent);box-shadow:0 0 0 3px var(--latch-accent-soft);}
.latch-otp-boxes[data-invalid='true'] .latch-otp-box{border-color:var(--latch-color-error);}
.latch-otp-status{min-height:20px;font-size:var(--latch-text-small);color:var(--latch-fg-200);display:flex;align-items:center;gap:6px;}
.latch-otp-resend{font-size:var(--latch-text-small);color:var(--latch-fg-200);}
.latch-link-button{border:none;background:none;padding:0;color:var(--latch-accent);font:inherit;font-weight:600;cursor:pointer;}
.latch-link-button:disabled{color:var(--latch-fg-300);cursor:default;}
.latch-email-update{display:flex;flex-direction:column;gap:12px;padding:8px 16px 20px;}
.latch-email-update .latch-otp-intro{text-align:center;}
.latch-email-update-actions{display:flex;gap:8px;margin-top:4px;}
.latch-email-update-actions .latch-button{flex:1 1 0;height:40px;}
.latch-email-update-actions .latch-button[aria-disabled='true']{opacity:0.5;cursor:default;}
.latch-approve{display:flex;flex-direction:column;align-items:center;gap:12px;padding:32px 20px;text-align:center;
  color:var(--latch-fg-200);font-size:var(--latch-text-small);}
`;
