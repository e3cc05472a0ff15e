export const allWalletsStyles = `
.latch-all{display:flex;flex-direction:column;min-height:0;flex:1 1 auto;}
.latch-all-search{position:relative;margin:2px 14px 10px;}
.latch-all-search svg{position:absolute;left:12px;top:50%;transform:translateY(-50%);color:var(--latch-fg-300);
  pointer-events:none;}
.latch-all-input{display:block;width:100%;height:42px;padding:0 12px 0 36px;border-radius:var(--latch-radius-m);
  border:1px solid var(--latch-color-border-strong);background:var(--latch-bg-125);color:var(--latch-fg-100);
  font-size:var(--latch-text-small);outline:none;appearance:none;-webkit-appearance:none;
  transition:border-color var(--latch-duration-fast) var(--latch-ease),box-shadow var(--latch-duration-fast) var(--latch-ease);}
.latch-all-input::placeholder{color:var(--latch-fg-300);}
.latch-all-input:focus,.latch-all-input:focus-visible{border-color:var(--latch-accent);
  box-shadow:0 0 0 3px var(--latch-accent-soft);}
.latch-all-input::-webkit-search-cancel-button{-webkit-appearance:none;}
.latch-all-scroll{flex:1 1 auto;min-height:0;height:420px;max-height:calc(100vh - 180px);overflow-y:auto;
  padding:0 10px 12px 14px;scrollbar-width:thin;scrollbar-color:var(--latch-bg-200) transparent;}
.latch-all-grid{display:grid;grid-template-columns:repeat(4, minmax(0, 1fr));gap:6px;}
.latch-tile-cell{min-width:0;}
.latch-tile{display:flex;flex-direction:column;align-items:center;gap:8px;width:100%;padding:10px 2px 10px;
  border:none;border-radius:var(--latch-radius-l);background:transparent;color:var(--latch-fg-100);cursor:pointer;
  transition:background-color var(--latch-duration-fast) var(--latch-ease);}
.latch-tile:hover{background:var(--latch-bg-150);}
.latch-tile:active{background:var(--latch-bg-175);}
.latch-tile-skeleton{cursor:default;}
.latch-tile-skeleton:hover{background:transparent;}
.latch-tile-logo{position:relative;display:block;}
.latch-tile-logo .latch-wallet-image{border-radius:var(--latch-radius-l);}
.latch-tile-installed{position:absolute;right:-3px;bottom:-3px;display:flex;align-items:center;justify-content:center;
  width:18px;height:18px;border-radius:var(--latch-radius-full);background:var(--latch-color-success);
  color:#ffffff;box-shadow:0 0 0 2px var(--latch-bg-100);}
.latch-tile-name{display:block;max-width:100%;padding:0 2px;font-size:var(--latch-text-tiny);font-weight:500;
  color:var(--latch-fg-150);text-align:center;white-space:nowrap;overflow:hidden;text-overflow:ellipsis;}
.latch-all-sentinel{height:1px;}
.latch-all-message{display:flex;flex-direction:column;align-items:center;gap:10px;padding:32px 16px;text-align:center;
  color:var(--latch-fg-200);font-size:var(--latch-text-small);}
.latch-all-message-icon{display:flex;align-items:center;justify-content:center;width:44px;height:44px;
  border-radius:var(--latch-radius-l);background:var(--latch-bg-150);color:var(--latch-fg-200);}
.latch-all-message[data-tone='error'] .latch-all-message-icon{color:var(--latch-color-error);
  background:color-mix(in srgb, var(--latch-color-error) 14%, transparent);}
.latch-all-message-title{color:var(--latch-fg-100);font-weight:500;font-size:var(--latch-text-paragraph);}
`;
