import { LAYOUT } from '../../theme/tokens.js';

export const dialogStyles = `
.latch-overlay{position:fixed;inset:0;z-index:var(--latch-z-index);display:flex;align-items:center;
  justify-content:center;padding:16px;background:var(--latch-color-overlay);
  animation:latch-backdrop-in var(--latch-duration-base) var(--latch-ease) both;}
.latch-overlay[data-state='closing']{animation:latch-fade-out var(--latch-duration-base) var(--latch-ease) both;
  pointer-events:none;}
.latch-card{position:relative;display:flex;flex-direction:column;width:${LAYOUT.width}px;max-width:100%;
  max-height:min(640px, calc(100vh - 32px));background:var(--latch-bg-100);color:var(--latch-fg-100);
  border:1px solid var(--latch-color-border);border-radius:var(--latch-radius-card);
  box-shadow:var(--latch-color-shadow);overflow:hidden;
  animation:latch-card-in var(--latch-duration-base) var(--latch-ease) both;}
.latch-card:focus,.latch-card:focus-visible{box-shadow:var(--latch-color-shadow);}
.latch-card[data-state='closing']{animation:latch-pop-out var(--latch-duration-fast) var(--latch-ease) both;}
/* The entrance stays in the list while shaking: dropping it and adding it back when the shake ends would replay
   it from transparent (a blink after every blocked close). */
.latch-card[data-shaking='true']{animation:latch-card-in var(--latch-duration-base) var(--latch-ease) both,
  latch-shake var(--latch-duration-shake) var(--latch-ease) both;}
.latch-card[data-embedded='true']{animation:none;box-shadow:none;max-height:none;}
.latch-card-body{display:flex;flex-direction:column;min-height:0;flex:1 1 auto;}
.latch-view{display:flex;flex-direction:column;min-height:0;flex:1 1 auto;
  animation:latch-fade-in var(--latch-duration-base) var(--latch-ease) both;}
/* The view the dialog opens on comes in with the card; a view navigated to fades in. */
.latch-view[data-first]{animation:none;}
@media (max-width:${LAYOUT.sheetBreakpoint}px){
  .latch-overlay{align-items:flex-end;padding:0;}
  .latch-card:not([data-embedded='true']){width:100%;max-height:calc(100vh - 24px);
    border-radius:var(--latch-radius-card) var(--latch-radius-card) 0 0;border-bottom:none;
    animation-name:latch-sheet-in;}
  .latch-card:not([data-embedded='true'])[data-state='closing']{animation-name:latch-sheet-out;}
  .latch-card:not([data-embedded='true'])[data-shaking='true']{animation-name:latch-sheet-in,latch-shake;}
}
`;
