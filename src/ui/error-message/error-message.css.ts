import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const root = style({
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.danger}`,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSurface,
  color: vars.color.danger,
  listStyle: 'none',
});
