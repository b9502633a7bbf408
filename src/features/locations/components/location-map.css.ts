import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/styles/theme.css';

/** The map's box; it keeps its size while the library loads, so nothing below it jumps. */
export const root = style({
  position: 'relative',
  width: '100%',
  height: '100%',
  minHeight: '12rem',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  background: vars.color.hoverSurface,
});
