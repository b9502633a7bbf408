import { style } from '@vanilla-extract/css';
import { mq } from '../../../ui/styles/breakpoints';
import { vars } from '../../../ui/styles/theme.css';

/** From 900 px the product stays in view on the left while its choices scroll on the right. */
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  '@media': {
    [mq.md]: {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
      alignItems: 'start',
    },
  },
});

export const summary = style({
  '@media': { [mq.md]: { position: 'sticky', top: vars.space.lg } },
});
