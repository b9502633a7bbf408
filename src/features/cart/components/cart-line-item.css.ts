import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/styles/theme.css';

export const root = style({
  display: 'flex',
  gap: vars.space.sm,
  padding: `${vars.space.sm} 0`,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const image = style({
  flex: '0 0 64px',
  width: '64px',
  height: '64px',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.canvas,
});

export const details = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, flex: 1 });

export const name = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const description = style({ margin: 0, color: vars.color.mutedText, fontSize: vars.fontSize.small });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
});
