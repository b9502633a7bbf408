import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/styles/theme.css';

export const root = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.sm,
  background: vars.color.surface,
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  boxShadow: vars.shadow.md,
});
