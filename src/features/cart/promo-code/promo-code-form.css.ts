import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/styles/theme.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const label = style({ fontWeight: vars.fontWeight.bold });

export const row = style({ display: 'flex', gap: vars.space.xs });

export const input = style({
  flex: 1,
  minWidth: 0,
  minHeight: vars.size.controlMd,
  padding: `0 ${vars.space.sm}`,
  border: `${vars.borderWidth.thin} solid ${vars.color.controlBorder}`,
  borderRadius: vars.radius.sm,
  font: 'inherit',
  textTransform: 'uppercase',
  selectors: {
    '&[readonly]': { background: vars.color.disabledSurface },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});

export const error = style({
  margin: 0,
  color: vars.color.danger,
});

export const applied = style({
  margin: 0,
  color: vars.color.success,
});
