import { style } from '@vanilla-extract/css';

/**
 * Out of sight but still read by assistive technology (the usual clip pattern). Its 1px sizes are
 * part of the technique, not design values, so they are not tokens.
 */
export const root = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
});
