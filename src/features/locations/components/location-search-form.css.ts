import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/styles/theme.css';

export const root = style({ display: 'grid', gap: vars.space.sm });

/** The field takes the row; the two buttons sit at the foot of the input, wrapping on a phone. */
export const form = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});

export const field = style({ flex: '1 1 16rem' });
