/** The host-page buttons (connect, account, network): one look, isolated in their own shadow roots. */
export const buttonStyles = `
.latch-pill{display:inline-flex;align-items:center;gap:8px;height:40px;padding:0 16px;border:none;
  border-radius:var(--latch-radius-full);font-size:var(--latch-text-small);font-weight:500;line-height:1;
  white-space:nowrap;cursor:pointer;user-select:none;
  transition:background-color var(--latch-duration-fast) var(--latch-ease),
    transform var(--latch-duration-fast) var(--latch-ease),box-shadow var(--latch-duration-fast) var(--latch-ease);}
.latch-pill:active{transform:scale(0.98);}
.latch-pill-primary{background:var(--latch-accent);color:var(--latch-color-accent-fg);}
.latch-pill-primary:hover{background:var(--latch-accent-hover);}
.latch-pill-secondary{background:var(--latch-bg-150);color:var(--latch-fg-100);
  border:1px solid var(--latch-color-border-strong);padding:0 12px 0 4px;}
.latch-pill-secondary:hover{background:var(--latch-bg-175);}
.latch-pill-warning{background:color-mix(in srgb, var(--latch-color-error) 14%, var(--latch-bg-150));
  color:var(--latch-color-error);border:1px solid color-mix(in srgb, var(--latch-color-error) 30%, transparent);
  padding:0 14px;}
.latch-pill[aria-busy='true']{cursor:progress;}
.latch-pill-static{cursor:default;}
.latch-pill-static:active{transform:none;}
.latch-pill-static.latch-pill-secondary:hover{background:var(--latch-bg-150);}
.latch-pill-balance{color:var(--latch-fg-150);padding:0 10px 0 6px;}
.latch-pill-divider{width:1px;height:16px;background:var(--latch-color-border-strong);}
.latch-pill-avatar{width:30px;height:30px;border-radius:var(--latch-radius-full);object-fit:cover;}
.latch-pill-chain{width:28px;height:28px;border-radius:var(--latch-radius-full);display:inline-flex;
  align-items:center;justify-content:center;background:var(--latch-bg-200);color:var(--latch-fg-100);
  font-size:var(--latch-text-tiny);font-weight:600;overflow:hidden;}
.latch-pill-chain img{width:100%;height:100%;object-fit:cover;}
.latch-pill-skeleton{display:inline-block;width:56px;height:12px;border-radius:var(--latch-radius-xs);
  background:var(--latch-color-skeleton);}
.latch-spinner{animation:latch-spin 0.8s linear infinite;}
.latch-pill{max-width:100%;}
.latch-pill-label{min-width:0;overflow:hidden;text-overflow:ellipsis;}
/* A phone's header has room for the buttons only without their extras: the balance goes, the network keeps its
   icon (its name stays for screen readers), a long name is cut with an ellipsis; the page never grows wider. */
@media (max-width: 480px){
  .latch-pill-balance{display:none;}
  .latch-pill-network-name{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);
    white-space:nowrap;}
  .latch-pill-secondary:has(.latch-pill-network-name){padding:0 6px;}
  .latch-pill-label{max-width:9em;}
}
`;
