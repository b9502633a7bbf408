import { style } from '@vanilla-extract/css';
import { mq } from '../../../ui/styles/breakpoints';
import { vars } from '../../../ui/styles/theme.css';

/**
 * Text only (no picture above the fold, for a fast first paint). Its minimum height is the same
 * while the story loads and once it is shown, so nothing below moves when the copy arrives.
 */
export const root = style({
  boxSizing: 'border-box',
  minHeight: '22rem',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  justifyContent: 'center',
  gap: vars.space.lg,
  padding: vars.space.xl,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  '@media': { [mq.md]: { minHeight: '20rem', padding: vars.space.xxl } },
});

export const loading = style([root, { alignItems: 'center' }]);

export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.display,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.brand,
});

export const text = style({
  margin: 0,
  maxWidth: vars.content.narrow,
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.body,
  color: vars.color.text,
});
