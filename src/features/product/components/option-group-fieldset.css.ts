import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/styles/theme.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  margin: 0,
  padding: vars.space.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  selectors: { '&[data-invalid]': { borderColor: vars.color.danger } },
});

export const legend = style({
  padding: `0 ${vars.space.xxs}`,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.bold,
});

export const hint = style({ margin: 0, color: vars.color.mutedText, fontSize: vars.fontSize.small });

export const error = style({
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.bold,
});

export const options = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const option = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

/** The whole row is the control's label: a large target. */
export const choice = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.controlMd,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.hoverSurface } },
});

/** 24 px: the WCAG 2.2 minimum target on its own, even where a sticky bar crowds it. */
export const input = style({
  flexShrink: 0,
  width: vars.size.iconMd,
  height: vars.size.iconMd,
  margin: 0,
  accentColor: vars.color.brand,
});

/** A chosen option's nested groups sit indented under it. */
export const nested = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  marginInlineStart: vars.space.lg,
});
