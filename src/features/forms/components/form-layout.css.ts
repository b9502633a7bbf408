import { style } from '@vanilla-extract/css';
import { mq } from '../../../ui/styles/breakpoints';
import { vars } from '../../../ui/styles/theme.css';

/** The forms of this feature: one column of fields with room between them. */
export const form = style({ display: 'grid', gap: vars.space.lg });

/** Two short fields side by side from the small breakpoint up. */
export const pair = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [mq.sm]: { gridTemplateColumns: '1fr 1fr' } },
});

export const confirmation = style({
  display: 'grid',
  gap: vars.space.md,
  justifyItems: 'start',
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.successSurface,
  color: vars.color.text,
});

export const confirmationText = style({ margin: 0, fontSize: vars.fontSize.large });
