import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/styles/theme.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.md,
});

export const total = style({ margin: 0, fontSize: vars.fontSize.large });

export const problem = style({ margin: 0, color: vars.color.danger, fontWeight: vars.fontWeight.bold });

export const notice = style({ margin: 0 });
