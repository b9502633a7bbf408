import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/styles/theme.css';

export const root = style({
  maxWidth: vars.content.narrow,
  marginInline: 'auto',
  padding: vars.space.xxl,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.lg,
});

export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.heading,
  color: vars.color.brand,
});
