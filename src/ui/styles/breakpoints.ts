/** SPEC §9 breakpoints, in CSS pixels: the smallest width at which each size starts. */
export const breakpoints = { sm: 600, md: 900, lg: 1200, xl: 1600 } as const;

export type Breakpoint = keyof typeof breakpoints;

const minWidth = (px: number) => `screen and (min-width: ${px}px)`;

/** Media queries for `@media` blocks in styles and for `matchMedia`: `mq.md` is "900px and wider". */
export const mq = {
  sm: minWidth(breakpoints.sm),
  md: minWidth(breakpoints.md),
  lg: minWidth(breakpoints.lg),
  xl: minWidth(breakpoints.xl),
} as const satisfies Record<Breakpoint, string>;

/**
 * SPEC §9: "mobile layout for sm and md" means everything narrower than lg, 1200px. The .02px keeps
 * it from overlapping `mq.lg` at fractional widths (zoom), without relying on range syntax.
 */
export const mobileLayout = `screen and (max-width: ${breakpoints.lg - 0.02}px)`;
export const desktopLayout = mq.lg;

export const reducedMotion = '(prefers-reduced-motion: reduce)';
