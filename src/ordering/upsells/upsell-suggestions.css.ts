import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/styles/theme.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const heading = style({ margin: 0, fontSize: vars.fontSize.large });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

/** With enlarged text the Add button wraps below the name rather than off the screen. */
export const item = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const image = style({
  width: '48px',
  height: '48px',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
});

export const name = style({ flex: '1 1 8rem', minWidth: 0, overflowWrap: 'anywhere' });

export const error = style({ margin: 0, color: vars.color.danger });
