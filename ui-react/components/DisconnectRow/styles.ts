/** The Disconnect row (Account, UnsupportedChain): its icon tile, red on hover, busy while disconnecting. */
export const disconnectRowStyles = `
.latch-account-disconnect .latch-account-disconnect-icon{display:flex;align-items:center;justify-content:center;width:40px;
  height:40px;border-radius:var(--latch-radius-m);background:var(--latch-bg-175);color:var(--latch-fg-150);}
.latch-account-disconnect:hover .latch-account-disconnect-icon{color:var(--latch-color-error);}
.latch-account-disconnect[aria-busy='true']{cursor:progress;}
`;
