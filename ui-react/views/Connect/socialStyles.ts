/** Connect's social row (SocialSection): icon tiles, the "More" tile and the list it opens. */
export const socialStyles = `
.latch-social{display:flex;flex-direction:column;gap:8px;}
.latch-social-row{display:grid;gap:8px;margin:0;padding:0;list-style:none;min-height:48px;}
.latch-social-placeholder{border-radius:var(--latch-radius-m);background:var(--latch-bg-125);}
.latch-social-button{display:flex;align-items:center;justify-content:center;width:100%;height:48px;padding:0;
  border:1px solid var(--latch-color-border-strong);border-radius:var(--latch-radius-m);background:var(--latch-bg-125);
  color:var(--latch-fg-100);cursor:pointer;transition:background .15s ease;}
.latch-social-button:hover{background:var(--latch-bg-150);}
.latch-social-button:active{background:var(--latch-bg-175);}
.latch-social-button[aria-expanded='true']{background:var(--latch-bg-150);}
.latch-connect-methods:disabled .latch-social-button{opacity:.45;cursor:not-allowed;}
.latch-social-list{display:flex;flex-direction:column;gap:8px;margin:0;padding:0;list-style:none;}
.latch-social-list-icon{display:inline-flex;align-items:center;justify-content:center;width:40px;height:40px;
  border-radius:var(--latch-radius-s);background:var(--latch-bg-175);color:var(--latch-fg-100);}
`;
