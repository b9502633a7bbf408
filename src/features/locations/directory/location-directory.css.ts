import { style } from '@vanilla-extract/css';
import { mq } from '../../../ui/styles/breakpoints';
import { vars } from '../../../ui/styles/theme.css';

export const root = style({ display: 'grid', gap: vars.space.sm });

export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
});

export const intro = style({ margin: 0, color: vars.color.mutedText });

export const state = style({
  background: vars.color.surface,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

/** The whole row opens the state: a target well over 44 px tall. */
export const summary = style({
  minHeight: vars.size.controlMd,
  display: 'flex',
  alignItems: 'center',
  padding: `0 ${vars.space.md}`,
  cursor: 'pointer',
  fontWeight: vars.fontWeight.bold,
  selectors: { '&:hover': { background: vars.color.hoverSurface } },
});

export const city = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.md} ${vars.space.md}`,
});

export const cityName = style({ margin: 0, fontSize: vars.fontSize.large });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
});

/** Phones: name, address and button stacked. Wider: one row per location. */
export const entry = style({
  display: 'grid',
  gap: vars.space.xxs,
  justifyItems: 'start',
  '@media': {
    [mq.sm]: {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr) auto',
      alignItems: 'center',
      gap: vars.space.sm,
    },
  },
});

export const name = style({ fontWeight: vars.fontWeight.bold });

export const address = style({ color: vars.color.mutedText });

export const notTakingOrders = style({ fontWeight: vars.fontWeight.bold });
