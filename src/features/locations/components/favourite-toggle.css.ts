import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/styles/theme.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlMd,
  height: vars.size.controlMd,
  padding: 0,
  border: `${vars.borderWidth.thin} solid ${vars.color.controlBorder}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.brand,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.hoverSurface },
    '&[aria-busy="true"]': { cursor: 'progress' },
  },
});

/** Outlined when off, filled when on: the state shows by shape, not by colour alone. */
export const heart = style({
  width: vars.size.iconMd,
  height: vars.size.iconMd,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  selectors: { [`${root}[aria-pressed="true"] &`]: { fill: 'currentColor' } },
});
