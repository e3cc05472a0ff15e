/**
 * The Swap view's own pieces, on top of the Send view's boxes, token pills, details and token rows (sendStyles):
 * the two sides with the switch between them, the quoted output, the search of the token list, the steps of a
 * swap under way (the success: components/SuccessPanel).
 */
export const swapStyles = `
.latch-swap-pair{position:relative;display:flex;flex-direction:column;gap:6px;}
.latch-swap .latch-send-box{min-height:96px;justify-content:center;}
.latch-swap-switch{position:absolute;left:50%;top:50%;z-index:1;display:flex;align-items:center;justify-content:center;
  width:36px;height:36px;margin:-18px 0 0 -18px;padding:0;border:1px solid var(--latch-color-border-strong);
  border-radius:var(--latch-radius-m);background:var(--latch-bg-150);color:var(--latch-fg-150);cursor:pointer;
  box-shadow:0 0 0 4px var(--latch-bg-100);
  transition:background-color var(--latch-duration-fast) var(--latch-ease),color var(--latch-duration-fast) var(--latch-ease);}
.latch-swap-switch svg{transform:rotate(90deg);}
.latch-swap-switch:hover:not(:disabled){background:var(--latch-bg-175);color:var(--latch-fg-100);}
.latch-swap-switch:disabled{cursor:default;opacity:0.6;}
.latch-swap-output{display:flex;align-items:center;flex:1 1 auto;min-width:0;height:44px;overflow:hidden;
  color:var(--latch-fg-100);font-size:calc(var(--latch-font-size-master) * 3);font-weight:500;letter-spacing:-0.03em;
  font-variant-numeric:tabular-nums;white-space:nowrap;text-overflow:ellipsis;}
.latch-swap-output[data-empty='true']{color:var(--latch-fg-300);}
.latch-swap-output-skeleton{width:60%;height:30px;border-radius:var(--latch-radius-s);}
.latch-swap .latch-send-token:disabled{cursor:default;opacity:0.7;}
.latch-swap-details > div{min-height:38px;}
.latch-swap-details-skeleton{width:88px;height:12px;border-radius:var(--latch-radius-xs);}
.latch-swap-progress{display:flex;flex-direction:column;align-items:center;gap:8px;padding:12px 14px;
  border-radius:var(--latch-radius-l);background:var(--latch-bg-125);}
.latch-swap-steps{display:flex;flex-direction:column;gap:8px;width:100%;margin:0;padding:0;list-style:none;}
.latch-swap-step{display:flex;align-items:center;gap:10px;font-size:var(--latch-text-small);color:var(--latch-fg-300);}
.latch-swap-step[data-state='active']{color:var(--latch-fg-100);font-weight:500;}
.latch-swap-step[data-state='done']{color:var(--latch-fg-200);}
.latch-swap-step-icon{display:flex;align-items:center;justify-content:center;width:22px;height:22px;flex-shrink:0;
  border-radius:var(--latch-radius-full);background:var(--latch-bg-175);}
.latch-swap-step[data-state='active'] .latch-swap-step-icon{background:var(--latch-accent-soft);color:var(--latch-accent-text);}
.latch-swap-step[data-state='done'] .latch-swap-step-icon{
  background:color-mix(in srgb, var(--latch-color-success) 16%, transparent);color:var(--latch-color-success);}
.latch-swap-progress .latch-send-status{align-self:stretch;}
.latch-swap-search{position:relative;}
.latch-swap-search svg{position:absolute;left:12px;top:50%;transform:translateY(-50%);color:var(--latch-fg-300);
  pointer-events:none;}
.latch-swap .latch-swap-search-input{display:block;width:100%;height:40px;padding:0 12px 0 36px;
  border:1px solid var(--latch-color-border);border-radius:var(--latch-radius-full);background:var(--latch-bg-125);
  color:var(--latch-fg-100);font-size:var(--latch-text-small);outline:none;appearance:none;-webkit-appearance:none;}
.latch-swap .latch-swap-search-input:focus{border-color:color-mix(in srgb, var(--latch-accent) 60%, transparent);
  box-shadow:0 0 0 3px var(--latch-accent-soft);}
.latch-swap-search-input::placeholder{color:var(--latch-fg-300);opacity:1;}
.latch-swap-search-input::-webkit-search-cancel-button{-webkit-appearance:none;}
.latch-swap-picker-address{color:var(--latch-fg-300);}
.latch-swap-picker .latch-send-picker-message[data-state='failed']{color:var(--latch-color-error);}
`;
