import { PALETTE_ROLES, PALETTES, type Palette, paletteVar } from './palettes.js';
import { MOTION } from './tokens.js';

const paletteRules = (palette: Palette): string =>
  PALETTE_ROLES.map((role) => `${paletteVar(role)}:${palette[role]};`).join('');

/** A background role with the host's colour mixed in at the mix strength (SPEC themeVariables). */
const mixed = (role: string): string =>
  `color-mix(in srgb, var(--latch-color-mix) calc(var(--latch-color-mix-strength) * 1%), var(--latch-color-${role}))`;

/**
 * The stylesheet every shadow root starts with: the derived tokens (radii and font sizes as multiples of the
 * masters, mixed backgrounds), both palettes, an isolating reset and the shared keyframes.
 */
export const baseStyles = (display: 'block' | 'inline-block' | 'contents'): string => `
:host{all:initial !important;display:${display} !important;visibility:visible !important;opacity:1 !important;
  transform:none !important;filter:none !important;}
.latch-root{all:initial;display:${display === 'contents' ? 'contents' : display};
  font-family:var(--latch-font-family);font-size:calc(var(--latch-font-size-master) * 1.4);line-height:1.3;
  font-weight:400;letter-spacing:-0.01em;-webkit-font-smoothing:antialiased;-moz-osx-font-smoothing:grayscale;
  color:var(--latch-fg-100);text-align:left;direction:ltr;
  --latch-radius-xs:calc(var(--latch-border-radius-master) * 1.5);
  --latch-radius-s:calc(var(--latch-border-radius-master) * 2);
  --latch-radius-m:calc(var(--latch-border-radius-master) * 3);
  --latch-radius-l:calc(var(--latch-border-radius-master) * 4);
  --latch-radius-xl:calc(var(--latch-border-radius-master) * 6);
  --latch-radius-card:calc(var(--latch-border-radius-master) * 8);
  --latch-radius-full:9999px;
  --latch-text-micro:calc(var(--latch-font-size-master) * 1.1);
  --latch-text-tiny:calc(var(--latch-font-size-master) * 1.2);
  --latch-text-small:calc(var(--latch-font-size-master) * 1.4);
  --latch-text-paragraph:calc(var(--latch-font-size-master) * 1.6);
  --latch-text-title:calc(var(--latch-font-size-master) * 1.6);
  --latch-duration-fast:${MOTION.fast}ms;--latch-duration-base:${MOTION.base}ms;
  --latch-duration-shake:${MOTION.shake}ms;--latch-ease:cubic-bezier(0.2, 0, 0, 1);
  --latch-bg-100:${mixed('bg-100')};--latch-bg-125:${mixed('bg-125')};--latch-bg-150:${mixed('bg-150')};
  --latch-bg-175:${mixed('bg-175')};--latch-bg-200:${mixed('bg-200')};
  --latch-fg-100:var(--latch-color-fg-100);--latch-fg-150:var(--latch-color-fg-150);
  --latch-fg-200:var(--latch-color-fg-200);--latch-fg-300:var(--latch-color-fg-300);
  --latch-accent-soft:color-mix(in srgb, var(--latch-accent) 16%, transparent);
  --latch-accent-hover:color-mix(in srgb, var(--latch-accent) 86%, #000000);
  --latch-focus-ring:0 0 0 2px var(--latch-bg-100), 0 0 0 4px color-mix(in srgb, var(--latch-accent) 70%, transparent);
}
.latch-root[data-theme='dark']{${paletteRules(PALETTES.dark)}color-scheme:dark;
  --latch-accent-text:color-mix(in srgb, var(--latch-accent) 55%, #ffffff);}
.latch-root[data-theme='light']{${paletteRules(PALETTES.light)}color-scheme:light;
  --latch-accent-text:color-mix(in srgb, var(--latch-accent) 85%, #000000);}
.latch-root *,.latch-root *::before,.latch-root *::after{box-sizing:border-box;}
.latch-root :where(button,input){font:inherit;color:inherit;letter-spacing:inherit;margin:0;}
.latch-root :where(h1,h2,h3,p,ul,ol,li){margin:0;padding:0;font:inherit;}
.latch-root :where(ul,ol){list-style:none;}
.latch-root :where(img){display:block;max-width:100%;}
.latch-root :where(svg){display:block;flex-shrink:0;}
.latch-root :focus{outline:none;}
.latch-root :focus-visible{outline:none;box-shadow:var(--latch-focus-ring);}
.latch-visually-hidden{position:absolute !important;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;
  clip:rect(0 0 0 0);white-space:nowrap;border:0;}
@keyframes latch-fade-in{from{opacity:0}to{opacity:1}}
@keyframes latch-fade-out{from{opacity:1}to{opacity:0}}
@keyframes latch-pop-in{from{opacity:0;transform:translateY(8px) scale(0.98)}to{opacity:1;transform:none}}
/* The dialog's entrance: its content is legible from the first frame (moves, does not fade); the backdrop fades. */
@keyframes latch-card-in{from{transform:translateY(8px) scale(0.98)}to{transform:none}}
@keyframes latch-backdrop-in{from{background-color:transparent}}
@keyframes latch-pop-out{from{opacity:1;transform:none}to{opacity:0;transform:translateY(8px) scale(0.98)}}
@keyframes latch-sheet-in{from{transform:translateY(100%)}to{transform:none}}
@keyframes latch-sheet-out{from{transform:none}to{transform:translateY(100%)}}
@keyframes latch-shimmer{from{background-position:150% 0}to{background-position:-50% 0}}
@keyframes latch-spin{to{transform:rotate(360deg)}}
@keyframes latch-shake{
  0%,100%{transform:translateX(0)}15%{transform:translateX(-6px)}30%{transform:translateX(6px)}
  45%{transform:translateX(-4px)}60%{transform:translateX(4px)}75%{transform:translateX(-2px)}90%{transform:translateX(2px)}}
@media (prefers-reduced-motion: reduce){
  .latch-root *,.latch-root *::before,.latch-root *::after{animation-duration:1ms !important;
    animation-iteration-count:1 !important;transition-duration:1ms !important;}
}
`;
