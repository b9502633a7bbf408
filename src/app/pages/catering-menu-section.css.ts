import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/styles/theme.css';

/** The catering menu (catering channel): a little room above it when a link scrolls it to the top. */
export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  scrollMarginTop: vars.space.xxxl,
  // Focused by the links that lead here, never by Tab: its heading says where the visitor is.
  outline: 'none',
});

export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.heading,
  color: vars.color.brand,
});
