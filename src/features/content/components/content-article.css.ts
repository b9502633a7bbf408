import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/styles/theme.css';

export const root = style({
  maxWidth: vars.content.maxWidth,
  marginInline: 'auto',
  padding: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.display,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.brand,
  overflowWrap: 'break-word',
});
