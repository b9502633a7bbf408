import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/styles/theme.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  // The page's scroll padding already clears the sticky bars; this is breathing room below them.
  scrollMarginTop: vars.space.md,
});

export const heading = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.xl });

export const description = style({ margin: 0, color: vars.color.mutedText });

export const grid = style({
  display: 'grid',
  // A column never gets wider than the screen, however large the text (min(…, 100%)).
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(14rem, 100%), 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
