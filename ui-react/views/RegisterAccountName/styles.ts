/** Choosing a name: the field with its zone, the rule or the reason, suggestions, and the register button. */
export const registerNameStyles = `
.latch-name{display:flex;flex-direction:column;gap:12px;flex:1 1 auto;min-height:0;padding:2px 14px 16px;}
.latch-name-intro{padding:0 4px;font-size:var(--latch-text-small);line-height:1.45;color:var(--latch-fg-200);}
.latch-name-field{display:flex;align-items:center;height:46px;padding:0 14px 0 0;border-radius:var(--latch-radius-m);
  border:1px solid var(--latch-color-border-strong);background:var(--latch-bg-125);
  transition:border-color var(--latch-duration-fast) var(--latch-ease),box-shadow var(--latch-duration-fast) var(--latch-ease);}
.latch-name-field:focus-within{border-color:var(--latch-accent);box-shadow:0 0 0 3px var(--latch-accent-soft);}
.latch-name-field[data-invalid='true']{border-color:var(--latch-color-error);
  box-shadow:0 0 0 3px color-mix(in srgb, var(--latch-color-error) 18%, transparent);}
.latch-name-input{flex:1 1 auto;min-width:0;height:100%;padding:0 4px 0 14px;border:none;background:transparent;
  color:var(--latch-fg-100);font-size:var(--latch-text-paragraph);font-weight:500;outline:none;appearance:none;
  -webkit-appearance:none;}
.latch-name-input:focus,.latch-name-input:focus-visible{box-shadow:none;}
.latch-name-input::placeholder{color:var(--latch-fg-300);font-weight:400;}
.latch-name-zone{flex-shrink:0;font-size:var(--latch-text-paragraph);color:var(--latch-fg-200);}
.latch-name-rule{padding:0 4px;font-size:var(--latch-text-tiny);line-height:1.45;color:var(--latch-fg-200);}
.latch-name-rule[data-tone='error']{color:var(--latch-color-error);}
.latch-name-failure{display:flex;align-items:flex-start;gap:8px;padding:10px 12px;border-radius:var(--latch-radius-m);
  background:color-mix(in srgb, var(--latch-color-error) 12%, var(--latch-bg-125));color:var(--latch-color-error);
  font-size:var(--latch-text-small);line-height:1.4;}
.latch-name-failure svg{margin-top:1px;}
.latch-name-suggestions{display:flex;flex-direction:column;gap:8px;min-height:0;overflow-y:auto;
  scrollbar-width:thin;scrollbar-color:var(--latch-bg-200) transparent;}
.latch-name-suggestions-title{padding:0 4px;font-size:var(--latch-text-tiny);font-weight:600;color:var(--latch-fg-200);
  letter-spacing:0.02em;text-transform:uppercase;}
.latch-name-suggestion-list{display:flex;flex-direction:column;gap:6px;}
.latch-name-suggestion{min-height:48px;padding:8px 12px 8px 14px;}
.latch-name-suggestion:disabled{cursor:default;opacity:0.7;}
.latch-name-suggestion:disabled:hover{background:var(--latch-bg-125);}
.latch-name-suggestion .latch-badge[data-tone='neutral']{background:color-mix(in srgb, var(--latch-color-error) 14%, transparent);
  color:var(--latch-color-error);}
.latch-name-suggestion-skeleton{height:48px;border-radius:var(--latch-radius-l);}
.latch-name-unavailable{display:flex;align-items:center;justify-content:space-between;gap:8px;padding:8px 8px 8px 12px;
  border-radius:var(--latch-radius-l);background:var(--latch-bg-125);font-size:var(--latch-text-small);
  color:var(--latch-fg-200);}
.latch-name-unavailable .latch-button{height:30px;padding:0 12px;}
.latch-name-submit{width:100%;height:44px;margin-top:auto;font-size:var(--latch-text-paragraph);}
.latch-name-empty{display:flex;flex-direction:column;align-items:center;gap:12px;padding:24px 20px 28px;
  color:var(--latch-fg-200);font-size:var(--latch-text-small);text-align:center;}
`;
