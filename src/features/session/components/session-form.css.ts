import { style } from '@vanilla-extract/css';
import { mq } from '../../../ui/styles/breakpoints';
import { vars } from '../../../ui/styles/theme.css';

/** Shared by the sign-in and sign-up forms. */
// One column no wider than the form: enlarged text wraps inside it rather than widen the page.
export const form = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg });

/** First and last name side by side from the small breakpoint up. */
export const nameRow = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [mq.sm]: { gridTemplateColumns: '1fr 1fr' } },
});

export const choices = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 'none',
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontWeight: vars.fontWeight.bold,
});

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.md,
  margin: 0,
});

export const notice = style({ display: 'grid', gap: vars.space.md, justifyItems: 'start' });

export const noticeText = style({ margin: 0, fontSize: vars.fontSize.large });

export const agreement = style({ margin: 0, fontSize: vars.fontSize.small, color: vars.color.mutedText });
