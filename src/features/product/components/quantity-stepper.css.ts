import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/styles/theme.css';

export const root = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  maxWidth: '100%',
});

export const label = style({ fontWeight: vars.fontWeight.bold, marginInlineEnd: vars.space.xs });

export const value = style({
  minWidth: vars.size.controlSm,
  textAlign: 'center',
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});
