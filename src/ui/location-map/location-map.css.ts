import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

/**
 * The map's box fills the space its parent gives it (the parent sets the height), so it keeps its
 * size while the library loads and nothing below it jumps.
 */
export const root = style({
  position: 'relative',
  width: '100%',
  height: '100%',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  background: vars.color.hoverSurface,
});
