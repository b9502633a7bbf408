import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/styles/theme.css';

/** The menu, ordering menu and nutrition pages: one wide column. */
export const page = style({
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: vars.content.maxWidth,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.md} ${vars.space.xxl}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const heading = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.heading,
  color: vars.color.brand,
  margin: 0,
});

export const intro = style({ margin: 0, color: vars.color.text });
