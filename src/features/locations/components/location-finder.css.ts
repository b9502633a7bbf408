import { style } from '@vanilla-extract/css';
import { mq } from '../../../ui/styles/breakpoints';
import { vars } from '../../../ui/styles/theme.css';

export const root = style({ display: 'grid', gap: vars.space.md });

// Never hidden: a live region must stay in the accessibility tree to be announced when it fills.
export const summary = style({ margin: 0, fontWeight: vars.fontWeight.bold });

/** Phones: the map above the list. Desktop: list and map side by side, the map staying in view. */
export const layout = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': {
    [mq.md]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', alignItems: 'start' },
  },
});

export const list = style({ display: 'grid', gap: vars.space.sm });

export const listHeading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
});

// The map is hidden from assistive technology and takes no focus, so showing it first on a phone
// changes no reading or tab order.
export const map = style({
  order: -1,
  height: '12rem',
  '@media': {
    [mq.md]: { order: 0, position: 'sticky', top: vars.space.md, height: '28rem' },
  },
});
