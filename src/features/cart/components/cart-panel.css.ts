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
