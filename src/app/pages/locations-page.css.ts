import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/styles/theme.css';

export const page = style({
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: vars.content.maxWidth,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.lg} ${vars.space.xxl}`,
  display: 'grid',
  // One column no wider than the page: a wide child wraps or scrolls inside it.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
});

export const heading = style({
  overflowWrap: 'break-word',
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.heading,
  color: vars.color.brand,
  margin: 0,
});
