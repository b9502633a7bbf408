import { createGlobalTheme } from '@vanilla-extract/css';
import { tokens } from './tokens';

/** Design tokens as CSS variables on `:root`: components read these, never raw colours or sizes. */
export const vars = createGlobalTheme(':root', tokens);
