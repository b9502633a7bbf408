import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/styles/theme.css';

export const content = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const empty = style({ margin: 0, color: vars.color.mutedText });

export const notice = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.hoverSurface,
});

export const lines = style({ listStyle: 'none', margin: 0, padding: 0 });

/** Above the checkout button, across the dialog's action row. */
export const minimumWarning = style({
  flexBasis: '100%',
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.dangerSurface,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.bold,
});
