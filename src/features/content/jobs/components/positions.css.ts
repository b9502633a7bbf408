import { style } from '@vanilla-extract/css';
import { vars } from '../../../../ui/styles/theme.css';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
});

export const card = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
});

/** The title links to the position; the link is at least a control tall so it is easy to hit. */
export const titleLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.checkbox,
  color: vars.color.link,
});

export const type = style({ margin: 0, color: vars.color.mutedText, fontSize: vars.fontSize.small });

export const summary = style({ margin: 0 });

export const details = style({ display: 'grid', gap: vars.space.md });

export const lead = style({ margin: 0, fontSize: vars.fontSize.large });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});
