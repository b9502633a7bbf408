import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/styles/theme.css';

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  borderInlineStart: `${vars.borderWidth.focus} solid ${vars.color.accent}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
});

export const text = style({ margin: 0, flex: '1 1 16rem' });
