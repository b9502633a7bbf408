import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/styles/theme.css';

/** A two-way segmented switch: the current mode is filled with the brand colour. */
export const group = style({
  display: 'inline-flex',
  // Very large text puts the halves one above the other rather than widen the page.
  flexWrap: 'wrap',
  maxWidth: '100%',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  border: `${vars.borderWidth.thick} solid ${vars.color.brand}`,
  borderRadius: vars.radius.pill,
  overflow: 'hidden',
});

export const option = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.controlMd,
  padding: `0 ${vars.space.lg}`,
  color: vars.color.link,
  background: vars.color.surface,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.hoverSurface },
    '&[aria-current="page"]': { background: vars.color.brand, color: vars.color.brandText },
    '&:focus-visible': { outlineOffset: `calc(-1 * ${vars.borderWidth.focus})` },
  },
});
