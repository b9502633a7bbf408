import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/styles/theme.css';

/** The sign-in and sign-up pages: one narrow column. */
export const page = style({
  maxWidth: vars.content.narrow,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.md}`,
  display: 'grid',
  // One column no wider than the page: a wide child wraps or scrolls inside it.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
});

export const heading = style({
  // A long name in the greeting breaks rather than widen the page.
  overflowWrap: 'break-word',
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.heading,
  color: vars.color.brand,
  margin: 0,
});

export const intro = style({ margin: 0, color: vars.color.text });

/** A page's buttons in a row that wraps on a phone. */
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });
