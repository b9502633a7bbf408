import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/styles/theme.css';

/** A restaurant's marker: a brand-coloured pin head; the selected one is larger and ringed. */
export const marker = style({
  display: 'block',
  width: vars.size.iconSm,
  height: vars.size.iconSm,
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  border: `${vars.borderWidth.thick} solid ${vars.color.surface}`,
  boxShadow: vars.shadow.sm,
  selectors: {
    '&[data-selected="true"]': {
      width: vars.size.iconMd,
      height: vars.size.iconMd,
      background: vars.color.accent,
      borderColor: vars.color.brand,
      zIndex: vars.zIndex.raised,
    },
  },
});
