import { globalStyle, style } from '@vanilla-extract/css';
import { desktopLayout } from '../../../ui/styles/breakpoints';
import { vars } from '../../../ui/styles/theme.css';

/**
 * Stays in reach while the menu scrolls on desktop, where the header scrolls away. On a phone the
 * top bar already sticks, and a second sticky bar would eat too much of a small screen.
 */
export const root = style({
  background: vars.color.canvas,
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  '@media': { [desktopLayout]: { position: 'sticky', top: 0, zIndex: vars.zIndex.raised } },
});

/** One row that scrolls sideways on a phone instead of wrapping into a tall block. */
export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  margin: 0,
  padding: `${vars.space.xs} 0`,
  listStyle: 'none',
  overflowX: 'auto',
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.controlMd,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `${vars.borderWidth.thin} solid ${vars.color.controlBorder}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: { '&:hover': { background: vars.color.hoverSurface } },
});

/** The bar's height: a chip and the list's padding above and below it, and the bar's border. */
const barHeight = `calc(${vars.size.controlMd} + 2 * ${vars.space.xs} + ${vars.borderWidth.thin})`;

/*
 * While the bar sticks (desktop), whatever the browser scrolls into view, such as the card Tab or
 * Shift+Tab focuses, stops below it and its focus ring instead of under it (WCAG 2.2 2.4.11).
 */
globalStyle(`html:has(${root})`, {
  '@media': { [desktopLayout]: { scrollPaddingTop: `calc(${barHeight} + ${vars.space.sm})` } },
});
