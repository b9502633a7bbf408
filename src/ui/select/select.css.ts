import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

/** Room on the inline end for the browser's own arrow, which stays (it is the most reliable affordance). */
export const select = style({ paddingInlineEnd: vars.space.xl, cursor: 'pointer' });
