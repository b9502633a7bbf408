import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/styles/theme.css';

export const page = style({
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: vars.content.narrow,
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.md} ${vars.space.xxl}`,
});

export const heading = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.heading,
  color: vars.color.brand,
  margin: 0,
});
