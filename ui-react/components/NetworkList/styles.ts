/** The list of networks (Networks, UnsupportedChain, the account's network chip); images: components/NetworkImage. */
export const networkStyles = `
.latch-networks{display:flex;flex-direction:column;gap:14px;flex:1 1 auto;min-height:0;padding:2px 14px 14px;
  overflow-y:auto;scrollbar-width:thin;scrollbar-color:var(--latch-bg-200) transparent;}
.latch-networks-groups{display:flex;flex-direction:column;gap:16px;}
.latch-networks-group{display:flex;flex-direction:column;gap:8px;}
.latch-networks-heading{padding:0 4px;font-size:var(--latch-text-tiny);font-weight:600;color:var(--latch-fg-200);
  letter-spacing:0.02em;text-transform:uppercase;}
.latch-networks-list{display:flex;flex-direction:column;gap:8px;}
.latch-network-row[aria-current='true']{box-shadow:inset 0 0 0 1px color-mix(in srgb, var(--latch-accent) 55%, transparent);
  background:color-mix(in srgb, var(--latch-accent) 8%, var(--latch-bg-125));}
.latch-network-row[aria-busy='true']{cursor:progress;}
.latch-network-row .latch-row-end{color:var(--latch-fg-200);}
.latch-network-row[aria-current='true'] .latch-row-end{color:var(--latch-accent-text);}
.latch-network-row:disabled{cursor:default;opacity:0.6;}
.latch-networks-note{padding:0 6px;font-size:var(--latch-text-tiny);color:var(--latch-fg-200);line-height:1.5;
  text-align:center;}
`;
