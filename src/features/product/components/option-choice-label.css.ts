import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/styles/theme.css';

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `0 ${vars.space.xs}`,
  alignItems: 'baseline',
});
export const name = style({ fontWeight: vars.fontWeight.medium });
export const price = style({ fontWeight: vars.fontWeight.bold });
export const calories = style({ color: vars.color.mutedText, fontSize: vars.fontSize.small });
