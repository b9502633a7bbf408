import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

/** Shared by TextField, Select and Checkbox: label above, hint and error below. */
export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const label = style({ fontWeight: vars.fontWeight.bold });

export const requiredMark = style({ color: vars.color.mutedText, fontWeight: vars.fontWeight.regular });

export const hint = style({ margin: 0, color: vars.color.mutedText, fontSize: vars.fontSize.small });

export const error = style({
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.bold,
});

export const control = style({
  minHeight: vars.size.controlMd,
  width: '100%',
  padding: `0 ${vars.space.sm}`,
  border: `${vars.borderWidth.thin} solid ${vars.color.controlBorder}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  selectors: {
    '&[aria-invalid="true"]': {
      borderColor: vars.color.danger,
      boxShadow: `inset 0 0 0 ${vars.borderWidth.thin} ${vars.color.danger}`,
    },
    '&:disabled': {
      background: vars.color.disabledSurface,
      color: vars.color.disabledText,
      cursor: 'not-allowed',
    },
  },
});
