import { style } from '@vanilla-extract/css';
import { mq } from '../../../ui/styles/breakpoints';
import { vars } from '../../../ui/styles/theme.css';

/** One column on a phone; street and apartment across, then city, state and zip side by side. */
export const form = style({
  display: 'grid',
  gap: vars.space.md,
  maxWidth: vars.content.narrow,
  '@media': { [mq.sm]: { gridTemplateColumns: '2fr 1fr 1fr', alignItems: 'start' } },
});

export const wide = style({ gridColumn: '1 / -1' });
