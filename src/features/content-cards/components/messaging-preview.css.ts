import { style } from '@vanilla-extract/css';
import { mq } from '../../../ui/styles/breakpoints';
import { vars } from '../../../ui/styles/theme.css';

export const root = style({
  maxWidth: vars.content.maxWidth,
  margin: '0 auto',
  padding: vars.space.lg,
  display: 'grid',
  // One column no wider than the page: a wide child wraps or scrolls inside it.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
});

export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.heading,
  color: vars.color.text,
});

/** The two sites side by side where there is room, one above the other on a phone. */
export const sites = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  '@media': { [mq.md]: { gridTemplateColumns: '1fr 1fr' } },
});

export const site = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  alignContent: 'start',
});

export const siteHeading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  color: vars.color.text,
});

export const group = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.sm });

export const groupHeading = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.sm,
});

/** Picture beside the text; below it when enlarged text leaves the text too little room. */
export const card = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'flex-start',
  padding: vars.space.md,
  background: vars.color.surface,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const cardImage = style({
  flexShrink: 0,
  width: vars.size.thumbnail,
  height: vars.size.thumbnail,
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
});

export const cardBody = style({ flex: '1 1 8rem', display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.large, color: vars.color.text });

export const text = style({ margin: 0, color: vars.color.text });

export const detail = style({ margin: 0, fontSize: vars.fontSize.small, color: vars.color.mutedText });

export const empty = style({ margin: 0, color: vars.color.mutedText });
