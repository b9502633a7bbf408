import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

/** On a line of its own (not inside a sentence), so it is a target of its own: at least 24 px tall. */
export const root = style({
  display: 'flex',
  width: 'fit-content',
  alignItems: 'center',
  minHeight: vars.size.minTarget,
});
