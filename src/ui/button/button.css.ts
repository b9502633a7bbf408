import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

const enabledHover = '&:hover:not(:disabled, [aria-disabled="true"])';

export const root = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  border: `${vars.borderWidth.thick} solid transparent`,
  borderRadius: vars.radius.pill,
  font: 'inherit',
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'center',
  textDecoration: 'none',
  cursor: 'pointer',
  transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '&:disabled': {
      background: vars.color.disabledSurface,
      color: vars.color.disabledText,
      borderColor: 'transparent',
      cursor: 'not-allowed',
    },
    '&[aria-busy="true"]': { cursor: 'progress' },
  },
});

export const variant = styleVariants({
  primary: {
    background: vars.color.brand,
    color: vars.color.brandText,
    selectors: { [enabledHover]: { background: vars.color.brandHover } },
  },
  secondary: {
    background: vars.color.surface,
    color: vars.color.link,
    borderColor: vars.color.brand,
    selectors: { [enabledHover]: { background: vars.color.hoverSurface } },
  },
  ghost: {
    background: 'transparent',
    color: vars.color.text,
    selectors: { [enabledHover]: { background: vars.color.hoverSurface } },
  },
  danger: {
    background: vars.color.danger,
    color: vars.color.dangerText,
    selectors: { [enabledHover]: { background: vars.color.dangerHover } },
  },
});

export const size = styleVariants({
  sm: { minHeight: vars.size.controlSm, padding: `0 ${vars.space.md}`, fontSize: vars.fontSize.small },
  md: { minHeight: vars.size.controlMd, padding: `0 ${vars.space.lg}`, fontSize: vars.fontSize.body },
  lg: { minHeight: vars.size.controlLg, padding: `0 ${vars.space.xl}`, fontSize: vars.fontSize.large },
});

export const fullWidth = style({ width: '100%' });

export const content = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

/** While loading the label stays in place (so the width holds) and in the accessible name, unseen. */
export const contentWhileLoading = style([content, { opacity: 0 }]);

export const spinnerSlot = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});
