import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/styles/theme.css';

export const root = style({
  background: vars.color.surface,
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const tabs = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(5, 1fr)',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const tab = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  width: '100%',
  minHeight: vars.size.controlLg,
  padding: vars.space.xxs,
  border: 'none',
  background: 'transparent',
  color: vars.color.mutedText,
  font: 'inherit',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.hoverSurface },
    '&[aria-current="page"]': { color: vars.color.brand },
    '&:focus-visible': { outlineOffset: `calc(-1 * ${vars.borderWidth.focus})` },
  },
});

/** On the cart icon's top end corner: the icon is centred, so the count starts at the middle. */
export const badgeSlot = style({
  position: 'absolute',
  top: vars.space.xxs,
  insetInlineStart: `calc(50% + ${vars.space.xs})`,
  display: 'inline-flex',
});
