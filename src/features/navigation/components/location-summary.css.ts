import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/styles/theme.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
  whiteSpace: 'nowrap',
  color: vars.color.brand,
});
