import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/styles/theme.css';

export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  marginBottom: vars.space.md,
  borderRadius: vars.radius.md,
});

export const text = style({ margin: 0, color: vars.color.text, lineHeight: vars.lineHeight.body });
