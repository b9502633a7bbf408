import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/styles/theme.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  border: `${vars.borderWidth.thin} solid ${vars.color.controlBorder}`,
  borderRadius: vars.radius.pill,
});

export const value = style({ minWidth: '2ch', textAlign: 'center', fontWeight: vars.fontWeight.bold });
