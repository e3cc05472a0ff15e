/** The Send view: the amount and receiver boxes, the token picker, the preview and its status. */
export const sendStyles = `
.latch-send{display:flex;flex-direction:column;gap:10px;flex:1 1 auto;min-height:0;padding:2px 14px 14px;
  overflow-y:auto;scrollbar-width:thin;scrollbar-color:var(--latch-bg-200) transparent;}
/* The form scrolls, its boxes keep their height, and its primary action (or the progress of the flow) sticks to the
   bottom of the visible modal, over a strip of the card's colour that hides what scrolls under it. */
.latch-send > *{flex-shrink:0;}
.latch-send > .latch-send-submit,.latch-send > .latch-send-actions,.latch-send > .latch-swap-progress{position:sticky;
  bottom:0;z-index:1;}
.latch-send > .latch-send-submit,.latch-send > .latch-swap-progress{box-shadow:0 14px 0 0 var(--latch-bg-100),
  0 -10px 0 0 var(--latch-bg-100);}
.latch-send > .latch-send-submit:focus-visible{box-shadow:var(--latch-focus-ring),0 14px 0 0 var(--latch-bg-100),
  0 -10px 0 0 var(--latch-bg-100);}
.latch-send > .latch-swap-progress:has(+ .latch-send-submit){bottom:58px;}
/* The buttons' strip covers the gap above them and, by its shadow, the form's bottom padding below: no negative
   bottom margin, which sticky positioning would take back by lifting the strip over the last lines (issue 30 §4). */
.latch-send > .latch-send-actions{padding-top:10px;margin-top:-10px;background:var(--latch-bg-100);
  box-shadow:0 14px 0 0 var(--latch-bg-100);}
.latch-send-box{display:flex;flex-direction:column;gap:6px;padding:12px 14px;border-radius:var(--latch-radius-l);
  background:var(--latch-bg-125);border:1px solid var(--latch-color-border);
  transition:border-color var(--latch-duration-fast) var(--latch-ease),box-shadow var(--latch-duration-fast) var(--latch-ease);}
.latch-send-box:focus-within{border-color:color-mix(in srgb, var(--latch-accent) 60%, transparent);
  box-shadow:0 0 0 3px var(--latch-accent-soft);}
.latch-send-box[data-invalid='true']{border-color:color-mix(in srgb, var(--latch-color-error) 55%, transparent);}
.latch-send-label{font-size:var(--latch-text-tiny);font-weight:600;color:var(--latch-fg-200);letter-spacing:0.02em;
  text-transform:uppercase;}
.latch-send-amount-row{display:flex;align-items:center;gap:10px;}
.latch-send .latch-send-amount{flex:1 1 auto;min-width:0;height:44px;padding:0;border:none;background:transparent;
  color:var(--latch-fg-100);font-size:calc(var(--latch-font-size-master) * 3);font-weight:500;letter-spacing:-0.03em;
  font-variant-numeric:tabular-nums;outline:none;box-shadow:none;appearance:none;-webkit-appearance:none;}
.latch-send .latch-send-receiver{display:block;width:100%;height:32px;padding:0;border:none;background:transparent;
  color:var(--latch-fg-100);font-size:var(--latch-text-paragraph);outline:none;box-shadow:none;appearance:none;
  -webkit-appearance:none;text-overflow:ellipsis;}
.latch-send-amount::placeholder,.latch-send-receiver::placeholder{color:var(--latch-fg-300);opacity:1;}
.latch-send-token{display:inline-flex;align-items:center;gap:6px;flex-shrink:0;max-width:50%;height:36px;
  padding:0 10px 0 4px;border:1px solid var(--latch-color-border-strong);border-radius:var(--latch-radius-full);
  background:var(--latch-bg-150);color:var(--latch-fg-100);font-size:var(--latch-text-paragraph);font-weight:600;
  cursor:pointer;transition:background-color var(--latch-duration-fast) var(--latch-ease);}
.latch-send-token:hover{background:var(--latch-bg-175);}
.latch-send-token[data-empty='true']{padding:0 10px 0 14px;border-color:transparent;background:var(--latch-accent);
  color:var(--latch-color-accent-fg);font-size:var(--latch-text-small);}
.latch-send-token[data-empty='true']:hover{background:var(--latch-accent-hover);}
.latch-send-token-symbol{min-width:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap;}
.latch-send-token svg{color:currentColor;opacity:0.7;}
.latch-send-meta{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:4px 8px;min-height:24px;
  font-size:var(--latch-text-small);color:var(--latch-fg-200);font-variant-numeric:tabular-nums;}
.latch-send-balance{display:inline-flex;align-items:center;gap:6px;min-width:0;max-width:100%;margin-left:auto;
  white-space:nowrap;}
.latch-send-balance > [data-field='balance']{min-width:0;overflow:hidden;text-overflow:ellipsis;}
.latch-send-max{flex-shrink:0;}
.latch-send-max{height:22px;padding:0 8px;border:none;border-radius:var(--latch-radius-full);
  background:var(--latch-accent-soft);color:var(--latch-accent-text);font-size:var(--latch-text-tiny);font-weight:600;
  cursor:pointer;}
.latch-send-max:hover{background:color-mix(in srgb, var(--latch-accent) 24%, transparent);}
.latch-send-max:disabled{opacity:0.5;cursor:default;}
.latch-send-arrow{display:flex;justify-content:center;height:0;position:relative;z-index:1;}
.latch-send-arrow span{display:flex;align-items:center;justify-content:center;width:34px;height:34px;margin-top:-17px;
  border-radius:var(--latch-radius-m);background:var(--latch-bg-150);color:var(--latch-fg-200);
  box-shadow:0 0 0 4px var(--latch-bg-100);}
.latch-send-hint{display:flex;align-items:center;gap:6px;min-height:16px;font-size:var(--latch-text-tiny);
  color:var(--latch-fg-200);font-variant-numeric:tabular-nums;overflow-wrap:anywhere;}
.latch-send-hint[data-tone='error']{color:var(--latch-color-error);}
.latch-send-hint[data-tone='success']{color:var(--latch-fg-150);}
.latch-send-hint svg{flex-shrink:0;}
.latch-send-error{display:flex;align-items:flex-start;gap:8px;padding:10px 12px;border-radius:var(--latch-radius-m);
  background:color-mix(in srgb, var(--latch-color-error) 10%, var(--latch-bg-125));color:var(--latch-color-error);
  font-size:var(--latch-text-small);line-height:1.4;overflow-wrap:anywhere;}
.latch-send-error svg{margin-top:1px;}
.latch-send .latch-button{height:44px;font-size:var(--latch-text-paragraph);}
.latch-send .latch-button:disabled,.latch-send .latch-button[aria-disabled='true']{opacity:0.55;cursor:default;}
.latch-send-submit{width:100%;margin-top:4px;}
.latch-send-actions{display:flex;gap:8px;margin-top:4px;}
.latch-send-actions .latch-button{flex:1 1 0;}
.latch-send .latch-token-image{display:inline-flex;align-items:center;justify-content:center;flex-shrink:0;
  overflow:hidden;border-radius:var(--latch-radius-full);background:var(--latch-bg-200);color:var(--latch-fg-150);
  font-weight:600;letter-spacing:-0.02em;box-shadow:inset 0 0 0 1px var(--latch-color-border);}
.latch-send .latch-token-image img{width:100%;height:100%;object-fit:cover;}
.latch-send-picker{display:flex;flex-direction:column;gap:10px;}
.latch-send-picker-head{display:flex;align-items:center;justify-content:space-between;gap:8px;padding:0 2px;}
.latch-send-picker-title{font-size:var(--latch-text-small);font-weight:600;color:var(--latch-fg-150);}
.latch-send-picker-list{display:flex;flex-direction:column;gap:6px;}
.latch-send-picker .latch-row{gap:12px;padding-left:10px;}
.latch-send-picker .latch-row[aria-pressed='true']{background:color-mix(in srgb, var(--latch-accent) 8%, var(--latch-bg-125));
  box-shadow:inset 0 0 0 1px color-mix(in srgb, var(--latch-accent) 55%, transparent);}
.latch-send-picker-text{display:flex;flex-direction:column;gap:2px;flex:1 1 auto;min-width:0;}
.latch-send-picker-name{font-size:var(--latch-text-paragraph);font-weight:500;color:var(--latch-fg-100);
  white-space:nowrap;overflow:hidden;text-overflow:ellipsis;}
.latch-send-picker-symbol{font-size:var(--latch-text-tiny);color:var(--latch-fg-200);}
.latch-send-picker-balance{font-size:var(--latch-text-small);color:var(--latch-fg-150);font-variant-numeric:tabular-nums;
  white-space:nowrap;}
.latch-send-picker-message{display:flex;flex-direction:column;align-items:center;gap:10px;padding:22px 12px;
  border-radius:var(--latch-radius-l);background:var(--latch-bg-125);color:var(--latch-fg-200);
  font-size:var(--latch-text-small);text-align:center;}
.latch-send-picker-skeleton{height:56px;border-radius:var(--latch-radius-l);}
.latch-send-summary{display:flex;flex-direction:column;align-items:center;gap:6px;padding:8px 0 6px;text-align:center;}
.latch-send-summary-label{font-size:var(--latch-text-small);color:var(--latch-fg-200);}
.latch-send .latch-send-summary-label:focus,.latch-send .latch-send-summary-label:focus-visible{box-shadow:none;}
.latch-send-summary-amount{max-width:100%;font-size:calc(var(--latch-font-size-master) * 2.6);font-weight:600;
  letter-spacing:-0.03em;color:var(--latch-fg-100);font-variant-numeric:tabular-nums;overflow-wrap:anywhere;}
.latch-send-summary-value{font-size:var(--latch-text-small);color:var(--latch-fg-200);}
.latch-send .latch-send-details{display:flex;flex-direction:column;margin:0;padding:2px 14px;
  border-radius:var(--latch-radius-l);background:var(--latch-bg-125);}
.latch-send-details > div{display:flex;align-items:center;justify-content:space-between;gap:12px;min-height:46px;
  font-size:var(--latch-text-small);}
.latch-send-details > div + div{border-top:1px solid var(--latch-color-border);}
.latch-send-details dt{flex-shrink:0;color:var(--latch-fg-200);}
.latch-send .latch-send-details dd{display:flex;flex-direction:column;align-items:flex-end;gap:2px;min-width:0;margin:0;
  color:var(--latch-fg-100);font-weight:500;text-align:right;font-variant-numeric:tabular-nums;}
.latch-send-details dd > span{display:inline-flex;align-items:center;gap:6px;max-width:100%;}
.latch-send-details-sub{font-size:var(--latch-text-tiny);font-weight:400;color:var(--latch-fg-200);}
.latch-send-status{display:flex;align-items:center;justify-content:center;gap:8px;min-height:24px;
  font-size:var(--latch-text-small);color:var(--latch-fg-150);text-align:center;}
.latch-send .latch-spinner{animation:latch-spin 0.8s linear infinite;}
.latch-send-status .latch-spinner{color:var(--latch-accent-text);}
.latch-send-link{display:inline-flex;align-items:center;justify-content:center;gap:6px;align-self:center;
  font-size:var(--latch-text-small);font-weight:500;color:var(--latch-accent-text);text-decoration:none;}
.latch-send-link:hover{text-decoration:underline;}
.latch-send-text-button{display:inline-flex;align-items:center;gap:6px;align-self:center;height:32px;padding:0 12px;border:none;border-radius:var(--latch-radius-full);
  background:transparent;color:var(--latch-fg-200);font-size:var(--latch-text-small);font-weight:500;cursor:pointer;}
.latch-send-text-button:hover{background:var(--latch-bg-150);color:var(--latch-fg-100);}
`;
