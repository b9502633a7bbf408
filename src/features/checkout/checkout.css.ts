import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/styles/theme.css';

export const section = style({
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  padding: vars.space.md,
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});

export const sectionHeading = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  margin: 0,
  padding: 0,
});

export const radioRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.controlSm,
});

export const radio = style({
  width: vars.size.checkbox,
  height: vars.size.checkbox,
  margin: 0,
  accentColor: vars.color.brand,
  ':focus-visible': { outline: `${vars.borderWidth.focus} solid ${vars.color.focus}`, outlineOffset: '2px' },
});

export const fieldGrid = style({
  display: 'grid',
  // A column never gets wider than the screen, however large the text (min(…, 100%)).
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(14rem, 100%), 1fr))',
  gap: vars.space.sm,
});

export const buttonRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  alignItems: 'flex-end',
});

export const warning = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.dangerSurface,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.bold,
});

export const note = style({ margin: 0, color: vars.color.mutedText });

export const totals = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: vars.space.xxs,
  margin: 0,
});
export const totalsTerm = style({ margin: 0 });
export const totalsValue = style({ margin: 0, textAlign: 'right' });
export const grandTotal = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.large });
export const totalsRow = style({ display: 'contents' });
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const itemList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
export const itemRow = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm });
