import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

/** The text box and the list that drops below it, over the content that follows. */
export const box = style({ position: 'relative' });

export const listbox = style({
  position: 'absolute',
  zIndex: vars.zIndex.raised,
  insetInline: 0,
  top: '100%',
  margin: 0,
  marginTop: vars.space.xxs,
  padding: vars.space.xxs,
  listStyle: 'none',
  // About seven options tall, so the list never runs off a phone's screen.
  maxHeight: `calc(${vars.size.controlSm} * 7)`,
  overflowY: 'auto',
  background: vars.color.surface,
  border: `${vars.borderWidth.thin} solid ${vars.color.controlBorder}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.controlSm,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: {
    '&:hover, &[data-active="true"]': { background: vars.color.hoverSurface },
    '&[data-active="true"]': { outline: `${vars.borderWidth.thick} solid ${vars.color.focus}` },
    '&[aria-selected="true"]': { fontWeight: vars.fontWeight.bold },
    '&[aria-selected="true"]::after': { content: '"✓"', marginInlineStart: 'auto' },
  },
});

export const more = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  color: vars.color.mutedText,
  fontSize: vars.fontSize.small,
});

export const noResults = style({
  margin: 0,
  marginTop: vars.space.xxs,
  color: vars.color.mutedText,
});

/** The status line keeps its place in the page while it has nothing to say. */
export const silent = style({ margin: 0 });

export const chosen = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.controlSm,
  padding: `0 ${vars.space.sm}`,
  border: `${vars.borderWidth.thin} solid ${vars.color.controlBorder}`,
  borderRadius: vars.radius.pill,
  background: vars.color.hoverSurface,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
});

export const chipCross = style({ fontSize: vars.fontSize.large, lineHeight: vars.lineHeight.tight });
