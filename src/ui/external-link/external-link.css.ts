import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const icon = style({
  display: 'inline-block',
  marginInlineStart: vars.space.xxs,
});
