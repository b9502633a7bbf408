import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/styles/theme.css';

/** The call to action sits in the article's column, under its last paragraph. */
export const action = style({
  maxWidth: vars.content.maxWidth,
  marginInline: 'auto',
  marginBlock: 0,
  paddingInline: vars.space.lg,
  paddingBlockEnd: vars.space.xl,
});
