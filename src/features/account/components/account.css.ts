import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/styles/theme.css';

/** The favourites select and its action, set apart below the list. */
export const chooser = style({ display: 'grid', gap: vars.space.md });

export const notTakingOrders = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
  gap: vars.space.md,
  margin: 0,
});

export const figure = style({ display: 'grid', gap: vars.space.xs });

export const figureLabel = style({ color: vars.color.mutedText, fontSize: vars.fontSize.small });

export const figureValue = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const orderList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
});

export const order = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBottom: vars.space.md,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const orderText = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const orderTitle = style({
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const muted = style({ color: vars.color.mutedText, margin: 0 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const lines = style({ margin: 0, paddingInlineStart: vars.space.lg, color: vars.color.text });

export const dialogForm = style({ display: 'grid', gap: vars.space.md });
