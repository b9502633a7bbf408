import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/styles/theme.css';

/** An icon-only link of the header: as large a target as a button. */
export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.controlMd,
  minHeight: vars.size.controlMd,
  borderRadius: vars.radius.pill,
  color: vars.color.text,
  selectors: { '&:hover': { background: vars.color.hoverSurface } },
});

export const iconWithBadge = style({ position: 'relative', display: 'inline-flex' });

/** The icon inside: a box of its own, so that it can move (the add-to-cart bounce). */
export const icon = style({ display: 'inline-flex' });

export const badgeSlot = style({
  position: 'absolute',
  top: `calc(-1 * ${vars.space.xs})`,
  insetInlineEnd: `calc(-1 * ${vars.space.sm})`,
  display: 'inline-flex',
});
