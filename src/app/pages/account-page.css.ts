import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/styles/theme.css';

/** The account pages: one column, as wide as reading text. */
export const page = style({
  maxWidth: vars.content.narrow,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.md}`,
  display: 'grid',
  gap: vars.space.lg,
});

export const heading = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.heading,
  color: vars.color.brand,
  margin: 0,
  overflowWrap: 'anywhere',
});

export const section = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const sectionHeading = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  color: vars.color.text,
  margin: 0,
});
