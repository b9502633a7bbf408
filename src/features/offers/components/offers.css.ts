import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/styles/theme.css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });

export const offer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBottom: vars.space.md,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const image = style({ borderRadius: vars.radius.sm, objectFit: 'cover' });

export const text = style({ display: 'grid', gap: vars.space.xxs, flex: '1 1 12rem', minWidth: 0 });

export const label = style({ fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });

export const muted = style({ color: vars.color.mutedText, margin: 0 });

export const error = style({ color: vars.color.danger, margin: 0 });
