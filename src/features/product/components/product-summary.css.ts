import { style } from '@vanilla-extract/css';
import { mq } from '../../../ui/styles/breakpoints';
import { vars } from '../../../ui/styles/theme.css';

export const root = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': {
    [mq.sm]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)' },
    // Beside the choices from 900 px: the picture above the words.
    [mq.md]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  borderRadius: vars.radius.lg,
});

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const description = style({ margin: 0, color: vars.color.mutedText });

export const facts = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'baseline',
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.bold,
});

export const calories = style({
  color: vars.color.mutedText,
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.regular,
});

export const note = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  borderInlineStart: `${vars.borderWidth.focus} solid ${vars.color.accent}`,
  background: vars.color.surface,
});
