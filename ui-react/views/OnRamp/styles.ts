/**
 * The On-ramp view's own pieces, on top of the Send view's boxes, details and status (sendStyles): the currency
 * and quick amounts, the segmented choices (token, payment method, provider), the quote and its estimate, the
 * pending state and the success.
 */
export const onrampStyles = `
.latch-onramp .latch-send-amount-row .latch-onramp-field{flex-shrink:0;}
.latch-onramp-field{display:flex;flex-direction:column;gap:6px;min-width:0;}
.latch-onramp-choices{display:flex;gap:4px;padding:3px;border-radius:var(--latch-radius-m);background:var(--latch-bg-150);
  border:1px solid var(--latch-color-border);}
.latch-onramp-choices[data-layout='grid']{display:grid;grid-template-columns:repeat(3,minmax(0,1fr));}
.latch-onramp-choices[data-layout='dense'] .latch-onramp-choice-body{padding:4px 2px;}
.latch-onramp-choices[data-layout='dense'] .latch-onramp-choice-label{gap:4px;}
.latch-onramp-choice{position:relative;display:flex;flex:1 1 0;min-width:0;cursor:pointer;}
.latch-onramp .latch-onramp-radio{position:absolute;inset:0;width:100%;height:100%;margin:0;opacity:0;cursor:pointer;
  appearance:none;-webkit-appearance:none;}
.latch-onramp-choice-body{display:flex;flex-direction:column;align-items:center;justify-content:center;gap:1px;flex:1 1 auto;
  min-width:0;min-height:36px;padding:4px 8px;border-radius:var(--latch-radius-s);color:var(--latch-fg-200);
  text-align:center;transition:background-color var(--latch-duration-fast) var(--latch-ease),color var(--latch-duration-fast) var(--latch-ease);}
.latch-onramp-choice:hover .latch-onramp-choice-body{color:var(--latch-fg-100);}
.latch-onramp-radio:checked + .latch-onramp-choice-body{background:var(--latch-bg-100);color:var(--latch-fg-100);
  box-shadow:0 1px 2px rgba(0,0,0,0.12),inset 0 0 0 1px var(--latch-color-border-strong);}
.latch-onramp-radio:focus-visible + .latch-onramp-choice-body{box-shadow:var(--latch-focus-ring);}
.latch-onramp-radio:disabled + .latch-onramp-choice-body{opacity:0.6;cursor:default;}
.latch-onramp-choice-label{display:inline-flex;align-items:center;gap:6px;max-width:100%;font-size:var(--latch-text-small);
  font-weight:600;white-space:nowrap;overflow:hidden;text-overflow:ellipsis;}
.latch-onramp-choice-detail{max-width:100%;font-size:var(--latch-text-micro);color:var(--latch-fg-300);white-space:nowrap;
  overflow:hidden;text-overflow:ellipsis;font-variant-numeric:tabular-nums;}
.latch-onramp-radio:checked + .latch-onramp-choice-body .latch-onramp-choice-detail{color:var(--latch-fg-200);}
.latch-onramp-field[data-variant='inline'] .latch-onramp-choices{border-radius:var(--latch-radius-full);}
.latch-onramp-field[data-variant='inline'] .latch-onramp-choice-body{min-height:30px;padding:0 10px;
  border-radius:var(--latch-radius-full);}
.latch-onramp .latch-onramp-quick{display:flex;gap:6px;min-width:0;margin:0;padding:0;border:none;}
.latch-onramp-quick-amount{flex:1 1 0;height:28px;padding:0 6px;border:1px solid var(--latch-color-border);
  border-radius:var(--latch-radius-full);background:transparent;color:var(--latch-fg-150);font-size:var(--latch-text-tiny);
  font-weight:600;font-variant-numeric:tabular-nums;cursor:pointer;
  transition:background-color var(--latch-duration-fast) var(--latch-ease);}
.latch-onramp-quick-amount:hover:not(:disabled){background:var(--latch-bg-150);color:var(--latch-fg-100);}
.latch-onramp-quick-amount[aria-pressed='true']{border-color:transparent;background:var(--latch-accent-soft);
  color:var(--latch-accent-text);}
.latch-onramp-options{gap:10px;}
.latch-onramp-quote > div{min-height:34px;}
.latch-onramp-quote > div[data-row='total'] dd{font-weight:600;}
.latch-onramp-quote > div[data-row='receive'] dt{color:var(--latch-fg-100);font-weight:500;}
.latch-onramp-quote > div[data-row='receive'] dd{color:var(--latch-accent-text);font-size:var(--latch-text-paragraph);
  font-weight:600;}
.latch-onramp-quote-skeleton{width:72px;height:12px;border-radius:var(--latch-radius-xs);}
.latch-onramp-estimate{display:flex;flex-direction:column;gap:8px;padding:10px 0 0;border-radius:var(--latch-radius-l);
  background:var(--latch-bg-125);border:1px dashed var(--latch-color-border-strong);}
.latch-onramp-estimate .latch-send-details{background:transparent;}
.latch-onramp-estimate-head{display:flex;align-items:flex-start;gap:8px;margin:0;padding:0 14px;
  font-size:var(--latch-text-tiny);line-height:1.4;color:var(--latch-fg-200);}
.latch-onramp-estimate-head .latch-badge{flex-shrink:0;}
.latch-onramp-skeleton{width:100%;border-radius:var(--latch-radius-l);}
.latch-onramp-skeleton[data-size='amount']{height:124px;}
.latch-onramp-skeleton[data-size='options']{height:190px;}
.latch-onramp-pending,.latch-onramp-success{justify-content:center;gap:14px;padding-top:12px;}
.latch-onramp-pending .latch-send-summary-label{max-width:300px;line-height:1.45;text-wrap:balance;}
.latch-onramp-pending-icon,.latch-onramp-done{display:flex;align-items:center;justify-content:center;width:64px;height:64px;
  margin-bottom:6px;border-radius:var(--latch-radius-full);}
.latch-onramp-pending-icon{background:var(--latch-accent-soft);color:var(--latch-accent-text);
  box-shadow:0 0 0 8px color-mix(in srgb, var(--latch-accent) 7%, transparent);}
.latch-onramp-pending-icon .latch-spinner{animation:latch-spin 0.8s linear infinite;}
.latch-onramp-pending-icon[data-state='failed']{background:color-mix(in srgb, var(--latch-color-error) 14%, transparent);
  color:var(--latch-color-error);box-shadow:0 0 0 8px color-mix(in srgb, var(--latch-color-error) 6%, transparent);}
.latch-onramp-done{background:color-mix(in srgb, var(--latch-color-success) 16%, transparent);color:var(--latch-color-success);
  box-shadow:0 0 0 8px color-mix(in srgb, var(--latch-color-success) 7%, transparent);}
.latch-onramp-title{margin:0;font-size:calc(var(--latch-font-size-master) * 1.6);font-weight:600;letter-spacing:-0.02em;
  color:var(--latch-fg-100);text-align:center;}
.latch-send .latch-onramp-title:focus,.latch-send .latch-onramp-title:focus-visible{box-shadow:none;}
.latch-onramp-open{align-self:stretch;text-decoration:none;}
`;
