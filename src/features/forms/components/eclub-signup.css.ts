import { style } from '@vanilla-extract/css';
import { mq } from '../../../ui/styles/breakpoints';
import { vars } from '../../../ui/styles/theme.css';

/**
 * A light card on the dark footer: the fields and their error texts keep the contrast they have
 * everywhere else on the site.
 */
export const root = style({
  maxWidth: vars.content.maxWidth,
  margin: `0 auto ${vars.space.xl}`,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  display: 'grid',
  gap: vars.space.sm,
});

export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  color: vars.color.brand,
});

export const intro = style({ margin: 0 });

export const form = style({ display: 'grid', gap: vars.space.md });

export const fields = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [mq.sm]: { gridTemplateColumns: '2fr 1fr' } },
});
