import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/styles/theme.css';

export const root = style({
  display: 'grid',
  justifyItems: 'start',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.accent}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const message = style({ margin: 0 });
