import { style } from '@vanilla-extract/css';
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
