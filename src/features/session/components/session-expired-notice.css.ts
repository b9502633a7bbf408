import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/styles/theme.css';

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  margin: `${vars.space.md} auto 0`,
  maxWidth: vars.content.maxWidth,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.dangerSurface,
  color: vars.color.text,
  border: `${vars.borderWidth.thin} solid ${vars.color.danger}`,
  borderRadius: vars.radius.md,
});

export const text = style({ margin: 0 });

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
