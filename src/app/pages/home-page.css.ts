import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/styles/theme.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  paddingBlockEnd: vars.space.xxl,
});

/** The hero, the managed sections and the locations share one readable column. */
export const column = style({
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: vars.content.maxWidth,
  marginInline: 'auto',
  paddingInline: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
});
