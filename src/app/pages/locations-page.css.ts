import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/styles/theme.css';

export const page = style({
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: vars.content.maxWidth,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.lg} ${vars.space.xxl}`,
  display: 'grid',
  gap: vars.space.lg,
});

export const heading = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.heading,
  color: vars.color.brand,
  margin: 0,
});
