import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/styles/theme.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.controlMd,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
});
