import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/styles/theme.css';

/** With enlarged text the details wrap below the picture, where they have the panel's width. */
export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  padding: `${vars.space.sm} 0`,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const image = style({
  flex: '0 0 64px',
  width: '64px',
  height: '64px',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.canvas,
});

// min-width 0 and overflow-wrap: a long name or option list wraps inside the panel, never cut off.
export const details = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: '1 1 12rem',
  minWidth: 0,
});

export const name = style({ margin: 0, fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });

export const description = style({
  margin: 0,
  color: vars.color.mutedText,
  fontSize: vars.fontSize.small,
  overflowWrap: 'anywhere',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
});
