import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/styles/theme.css';

export const root = style({
  display: 'inline-flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  maxWidth: '100%',
});

/** A two-way segmented control: the pressed half is filled with the brand colour. */
export const group = style({
  display: 'inline-flex',
  border: `${vars.borderWidth.thick} solid ${vars.color.brand}`,
  borderRadius: vars.radius.pill,
  // Very large text puts the halves one above the other rather than break a word.
  flexWrap: 'wrap',
  overflow: 'hidden',
  maxWidth: '100%',
});

export const option = style({
  // A label breaks only when one word alone is wider than the screen.
  overflowWrap: 'break-word',
  minHeight: vars.size.controlSm,
  padding: `0 ${vars.space.md}`,
  border: 'none',
  background: vars.color.surface,
  color: vars.color.link,
  font: 'inherit',
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.hoverSurface },
    '&[aria-pressed="true"]': { background: vars.color.brand, color: vars.color.brandText },
    '&:focus-visible': { outlineOffset: `calc(-1 * ${vars.borderWidth.focus})` },
    '&[aria-busy="true"]': { cursor: 'progress' },
  },
});
