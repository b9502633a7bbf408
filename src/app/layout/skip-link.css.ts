import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/styles/theme.css';

export const root = style({
  position: 'absolute',
  top: vars.space.xs,
  insetInlineStart: vars.space.xs,
  zIndex: vars.zIndex.toast,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.brand,
  color: vars.color.brandText,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  // Off screen until it takes focus, and still read by assistive technology meanwhile.
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus': { transform: 'translateY(0)' },
  },
});
