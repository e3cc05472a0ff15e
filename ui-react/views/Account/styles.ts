/**
 * The account view: avatar, name and address with copy, balance, network and explorer chips, the wallet actions,
 * the Tokens / Activity tabs with the token list, disconnect.
 */
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
.latch-account-social{display:inline-flex;align-items:center;gap:6px;}
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
.latch-account-session-failed{flex-wrap:wrap;text-align:center;margin-top:6px;}
.latch-account-session-text{flex-basis:100%;}
.latch-account-session-text svg{display:inline-block;color:var(--latch-color-error);vertical-align:-2px;margin-right:4px;}
.latch-account-actions{display:grid;grid-template-columns:repeat(auto-fit, minmax(0, 1fr));gap:8px;}
.latch-account-action{display:flex;flex-direction:column;align-items:center;justify-content:center;gap:6px;min-width:0;
  height:68px;padding:8px 4px;border:none;border-radius:var(--latch-radius-l);background:var(--latch-bg-125);
  color:var(--latch-fg-100);font-size:var(--latch-text-small);font-weight:500;cursor:pointer;
  transition:background-color var(--latch-duration-fast) var(--latch-ease);}
.latch-account-action:hover{background:var(--latch-bg-150);}
.latch-account-action:active{background:var(--latch-bg-175);}
.latch-account-action-icon{display:flex;align-items:center;justify-content:center;width:32px;height:32px;
  border-radius:var(--latch-radius-full);background:var(--latch-accent-soft);color:var(--latch-accent-text);}
.latch-account-action-label{max-width:100%;white-space:nowrap;overflow:hidden;text-overflow:ellipsis;}
.latch-account-tabs,.latch-account-section{display:flex;flex-direction:column;gap:10px;}
.latch-account-section-title{margin:0;padding:0 4px;font-size:var(--latch-text-tiny);font-weight:600;color:var(--latch-fg-200);
  letter-spacing:0.02em;text-transform:uppercase;}
.latch-tablist{display:flex;gap:4px;padding:4px;border-radius:var(--latch-radius-full);background:var(--latch-bg-125);
  box-shadow:inset 0 0 0 1px var(--latch-color-border);}
.latch-tab{flex:1 1 0;height:32px;padding:0 12px;border:none;border-radius:var(--latch-radius-full);background:transparent;
  color:var(--latch-fg-200);font-size:var(--latch-text-small);font-weight:500;cursor:pointer;
  transition:background-color var(--latch-duration-fast) var(--latch-ease), color var(--latch-duration-fast) var(--latch-ease);}
.latch-tab:hover{color:var(--latch-fg-100);}
.latch-tab[aria-selected='true']{background:var(--latch-bg-175);color:var(--latch-fg-100);
  box-shadow:0 1px 2px rgba(0,0,0,0.12);}
.latch-tab:focus-visible,.latch-tab[aria-selected='true']:focus-visible{box-shadow:var(--latch-focus-ring);}
.latch-tabpanel{display:flex;flex-direction:column;border-radius:var(--latch-radius-l);}
.latch-tabpanel[hidden]{display:none;}
.latch-tokens,.latch-tokens-loading{display:flex;flex-direction:column;gap:6px;}
.latch-token-row{display:flex;align-items:center;gap:12px;min-height:56px;padding:8px 12px 8px 10px;
  border-radius:var(--latch-radius-l);background:var(--latch-bg-125);}
.latch-token-image{display:inline-flex;align-items:center;justify-content:center;flex-shrink:0;overflow:hidden;
  border-radius:var(--latch-radius-full);background:var(--latch-bg-175);box-shadow:inset 0 0 0 1px var(--latch-color-border);}
.latch-token-image img{width:100%;height:100%;object-fit:cover;}
.latch-token-monogram{color:var(--latch-fg-150);font-weight:600;letter-spacing:-0.02em;line-height:1;}
.latch-token-text{display:flex;flex-direction:column;gap:3px;flex:1 1 auto;min-width:0;}
.latch-token-name{font-size:var(--latch-text-paragraph);font-weight:500;color:var(--latch-fg-100);letter-spacing:-0.015em;
  white-space:nowrap;overflow:hidden;text-overflow:ellipsis;}
.latch-token-quantity{font-size:var(--latch-text-small);color:var(--latch-fg-200);font-variant-numeric:tabular-nums;
  white-space:nowrap;overflow:hidden;text-overflow:ellipsis;}
.latch-token-value{flex-shrink:0;font-size:var(--latch-text-paragraph);font-weight:500;color:var(--latch-fg-100);
  font-variant-numeric:tabular-nums;}
.latch-token-skeleton-icon{width:36px;height:36px;flex-shrink:0;border-radius:var(--latch-radius-full);}
.latch-token-skeleton-name{width:45%;height:13px;border-radius:var(--latch-radius-xs);}
.latch-token-skeleton-quantity{width:30%;height:11px;border-radius:var(--latch-radius-xs);}
.latch-token-skeleton-value{width:52px;height:13px;flex-shrink:0;border-radius:var(--latch-radius-xs);}
.latch-tokens-message{display:flex;flex-direction:column;align-items:center;gap:6px;padding:20px 16px 22px;
  border-radius:var(--latch-radius-l);background:var(--latch-bg-125);text-align:center;}
.latch-tokens-message-icon{display:flex;align-items:center;justify-content:center;width:40px;height:40px;margin-bottom:4px;
  border-radius:var(--latch-radius-full);background:var(--latch-bg-175);color:var(--latch-fg-200);}
.latch-tokens-message-icon[data-tone='error']{color:var(--latch-color-error);
  background:color-mix(in srgb, var(--latch-color-error) 12%, var(--latch-bg-175));}
.latch-tokens-message-title{font-size:var(--latch-text-paragraph);font-weight:500;color:var(--latch-fg-100);}
.latch-tokens-message-text{font-size:var(--latch-text-small);color:var(--latch-fg-200);line-height:1.45;}
.latch-tokens-message .latch-chip{margin-top:8px;height:30px;}
`;
