import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/styles/theme.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

/** The box grows; the button sits beside it, on its baseline, and drops below it when there is no room. */
export const form = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});

export const field = style({ flex: '1 1 16rem', minWidth: 0 });

export const status = style({ margin: 0, fontWeight: vars.fontWeight.bold, color: vars.color.text });

export const results = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const result = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.large,
});

export const kind = style({ fontSize: vars.fontSize.small, color: vars.color.mutedText });

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  alignItems: 'flex-start',
});

export const emptyText = style({ margin: 0, color: vars.color.text });

export const featured = style({ display: 'grid', gap: vars.space.sm });

export const featuredHeading = style({ margin: 0, fontSize: vars.fontSize.large, color: vars.color.text });

export const featuredList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
});
