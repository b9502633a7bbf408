import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const row = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.xs });

export const input = style({
  flexShrink: 0,
  width: vars.size.checkbox,
  height: vars.size.checkbox,
  margin: 0,
  accentColor: vars.color.brand,
  cursor: 'pointer',
  selectors: { '&:disabled': { cursor: 'not-allowed' } },
});

export const label = style({ cursor: 'pointer' });

/** Hint and error line up with the label text, not the box. */
export const messages = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  paddingInlineStart: `calc(${vars.size.checkbox} + ${vars.space.xs})`,
});
