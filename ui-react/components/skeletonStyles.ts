/** Shimmering placeholders: loading content keeps its shape, so a panel is never blank. */
export const skeletonStyles = `
.latch-skeleton{display:block;border-radius:var(--latch-radius-s);
  background:linear-gradient(90deg, var(--latch-color-skeleton) 25%,
    color-mix(in srgb, var(--latch-color-skeleton) 40%, transparent) 50%, var(--latch-color-skeleton) 75%);
  background-size:200% 100%;animation:latch-shimmer 1.4s linear infinite;}
.latch-skeleton-list{display:flex;flex-direction:column;gap:8px;padding:4px 14px 14px;}
.latch-skeleton-row{display:flex;align-items:center;gap:12px;height:56px;padding:0 12px;
  border-radius:var(--latch-radius-l);background:var(--latch-bg-125);}
.latch-skeleton-logo{width:36px;height:36px;border-radius:var(--latch-radius-m);}
.latch-skeleton-text{height:12px;width:40%;border-radius:var(--latch-radius-xs);}
`;
