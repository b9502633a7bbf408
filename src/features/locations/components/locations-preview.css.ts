import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/styles/theme.css';

export const list = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: 0,
  margin: 0,
  listStyle: 'none',
});

export const item = style({
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const name = style({ margin: 0, fontSize: vars.fontSize.large });

export const address = style({ margin: 0, color: vars.color.mutedText, fontStyle: 'normal' });
