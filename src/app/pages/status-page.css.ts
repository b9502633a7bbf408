import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/styles/theme.css';

export const root = style({
  maxWidth: vars.content.maxWidth,
  margin: '0 auto',
  padding: vars.space.xxl,
  textAlign: 'center',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.lg,
});

export const heading = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.heading,
  color: vars.color.brand,
  margin: 0,
});

export const text = style({
  fontSize: vars.fontSize.large,
  color: vars.color.text,
  margin: 0,
});
