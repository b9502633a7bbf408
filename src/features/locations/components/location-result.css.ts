import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/styles/theme.css';

export const root = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  selectors: {
    '&[data-selected="true"]': {
      borderColor: vars.color.brand,
      boxShadow: `inset ${vars.borderWidth.focus} 0 0 ${vars.color.brand}`,
    },
  },
});

/** Name and favourite toggle; the toggle goes below a name that enlarged text leaves no room beside. */
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const name = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.tight,
});

export const address = style({ fontStyle: 'normal', color: vars.color.text });

export const facts = style({
  display: 'grid',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.small,
  color: vars.color.mutedText,
});

export const open = style({ color: vars.color.success, fontWeight: vars.fontWeight.bold });

export const closed = style({ color: vars.color.danger, fontWeight: vars.fontWeight.bold });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginTop: vars.space.xs,
});

export const notTakingOrders = style({ margin: 0, fontWeight: vars.fontWeight.bold });
