import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/styles/theme.css';

/** The provider's form sizes the frame itself (it posts its height); this is its size until then. */
export const frame = style({
  display: 'block',
  width: '100%',
  minHeight: vars.size.controlSm,
  height: '12rem',
  border: 0,
  background: vars.color.surface,
});
