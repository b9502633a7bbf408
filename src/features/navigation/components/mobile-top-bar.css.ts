import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/styles/theme.css';

/** With enlarged text the buttons wrap below the logo rather than run off the screen. */
export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  background: vars.color.surface,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.xxs,
  minWidth: 0,
  marginInlineStart: 'auto',
});
