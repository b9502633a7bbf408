import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/styles/theme.css';

/** The careers page is wide: the job search puts its results and map side by side on desktop. */
export const page = style({
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: vars.content.maxWidth,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.md} ${vars.space.xxl}`,
  display: 'grid',
  // One column no wider than the page: a wide child wraps or scrolls inside it.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
});

export const heading = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.heading,
  color: vars.color.brand,
  margin: 0,
});

export const intro = style({ margin: 0, maxWidth: vars.content.narrow });

export const section = style({ display: 'grid', gap: vars.space.md });

export const sectionHeading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  color: vars.color.brand,
});
