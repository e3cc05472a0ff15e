/** The history list (History view and the Account activity tab): month headers, rows, states. */
export const activityStyles = `
.latch-history{display:flex;flex-direction:column;flex:1 1 auto;min-height:0;}
.latch-activity{display:flex;flex-direction:column;gap:14px;}
.latch-activity[data-scroll='own']{flex:0 1 auto;min-height:0;max-height:min(480px, calc(100vh - 140px));overflow-y:auto;
  padding:2px 10px 14px 14px;scrollbar-width:thin;scrollbar-color:var(--latch-bg-200) transparent;}
.latch-activity-month{display:flex;flex-direction:column;gap:6px;}
.latch-activity-month-title{padding:0 4px;font-size:var(--latch-text-tiny);font-weight:600;color:var(--latch-fg-200);
  letter-spacing:0.02em;text-transform:uppercase;}
.latch-activity-list{display:flex;flex-direction:column;gap:6px;}
.latch-activity-row{display:flex;align-items:center;gap:12px;width:100%;min-height:60px;padding:10px 12px 10px 10px;
  border-radius:var(--latch-radius-l);background:var(--latch-bg-125);color:var(--latch-fg-100);text-decoration:none;
  transition:background-color var(--latch-duration-fast) var(--latch-ease);}
a.latch-activity-row:hover{background:var(--latch-bg-150);}
a.latch-activity-row:active{background:var(--latch-bg-175);}
.latch-activity-icon{position:relative;display:block;flex-shrink:0;width:38px;height:38px;}
.latch-activity-token{display:flex;align-items:center;justify-content:center;width:38px;height:38px;overflow:hidden;
  border-radius:var(--latch-radius-full);background:var(--latch-bg-175);color:var(--latch-fg-150);
  box-shadow:inset 0 0 0 1px var(--latch-color-border);font-size:11px;font-weight:600;letter-spacing:-0.02em;}
.latch-activity-token img{width:100%;height:100%;object-fit:cover;}
.latch-activity-badge{position:absolute;right:-4px;bottom:-4px;display:flex;align-items:center;justify-content:center;
  width:20px;height:20px;border-radius:var(--latch-radius-full);background:var(--latch-bg-200);color:var(--latch-fg-150);
  box-shadow:0 0 0 2px var(--latch-bg-125);}
.latch-activity-badge[data-direction='in']{color:var(--latch-color-success);
  background:color-mix(in srgb, var(--latch-color-success) 18%, var(--latch-bg-150));}
.latch-activity-badge[data-direction='out']{color:var(--latch-fg-100);}
.latch-activity-badge[data-direction='swap']{color:var(--latch-accent-text);
  background:color-mix(in srgb, var(--latch-accent) 20%, var(--latch-bg-150));}
.latch-activity-main{display:flex;flex-direction:column;gap:3px;flex:1 1 auto;min-width:0;overflow:hidden;}
.latch-activity-title{display:flex;align-items:center;gap:6px;min-width:0;font-size:var(--latch-text-paragraph);
  font-weight:500;letter-spacing:-0.015em;white-space:nowrap;}
.latch-activity-sub,.latch-activity-time{font-size:var(--latch-text-tiny);color:var(--latch-fg-200);white-space:nowrap;
  overflow:hidden;text-overflow:ellipsis;font-variant-numeric:tabular-nums;}
.latch-activity-status{display:inline-flex;align-items:center;height:17px;padding:0 6px;border-radius:var(--latch-radius-xs);
  font-size:var(--latch-text-micro);font-weight:600;letter-spacing:0.02em;text-transform:uppercase;
  color:var(--latch-color-success);background:color-mix(in srgb, var(--latch-color-success) 14%, transparent);}
.latch-activity-status[data-status='pending']{color:var(--latch-accent-text);background:var(--latch-accent-soft);}
.latch-activity-status[data-status='failed']{color:var(--latch-color-error);
  background:color-mix(in srgb, var(--latch-color-error) 14%, transparent);}
.latch-activity-end{display:flex;flex-direction:column;align-items:flex-end;gap:3px;flex-shrink:0;max-width:48%;
  text-align:right;}
.latch-activity-amount{max-width:100%;font-size:var(--latch-text-small);font-weight:600;color:var(--latch-fg-100);
  white-space:nowrap;overflow:hidden;text-overflow:ellipsis;font-variant-numeric:tabular-nums;}
.latch-activity-amount[data-sign='1']{color:var(--latch-color-success);}
.latch-activity-amount[data-sign='0']{color:var(--latch-fg-150);}
.latch-activity-skeleton .latch-activity-token{box-shadow:none;}
.latch-activity-skeleton-month{width:84px;height:10px;margin:2px 4px;border-radius:var(--latch-radius-xs);}
.latch-activity-skeleton-line{height:11px;width:56%;border-radius:var(--latch-radius-xs);}
.latch-activity-skeleton-line[data-width='short']{width:34%;}
.latch-activity-skeleton-end{width:64px;height:12px;border-radius:var(--latch-radius-xs);}
.latch-activity-sentinel{height:1px;margin-top:-14px;}
.latch-activity-message{display:flex;flex-direction:column;align-items:center;gap:8px;padding:28px 16px;text-align:center;
  color:var(--latch-fg-200);font-size:var(--latch-text-small);line-height:1.45;}
.latch-activity-message-icon{display:flex;align-items:center;justify-content:center;width:44px;height:44px;
  border-radius:var(--latch-radius-l);background:var(--latch-bg-150);color:var(--latch-fg-200);}
.latch-activity-message[data-tone='error'] .latch-activity-message-icon{color:var(--latch-color-error);
  background:color-mix(in srgb, var(--latch-color-error) 14%, transparent);}
.latch-activity-message-title{color:var(--latch-fg-100);font-weight:500;font-size:var(--latch-text-paragraph);}
.latch-activity-message .latch-button{margin-top:4px;}
`;
