import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/styles/theme.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  paddingBlockEnd: vars.space.xxl,
});

/** The hero, the managed sections and the locations share one readable column. */
export const column = style({
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: vars.content.maxWidth,
  marginInline: 'auto',
  paddingInline: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
});

/** The catering menu (catering channel): clears the sticky header when a link scrolls it to the top. */
export const cateringMenu = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  scrollMarginTop: vars.space.xxxl,
  // Focused by the links that lead here, never by Tab: its heading says where the visitor is.
  outline: 'none',
});

export const sectionHeading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.heading,
  color: vars.color.brand,
});
