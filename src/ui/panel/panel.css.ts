import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const panel = style({
  display: 'grid',
  // One column no wider than the panel: a wide child wraps inside it rather than widen the page.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const heading = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  color: vars.color.text,
  margin: 0,
});
