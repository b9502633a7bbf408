import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

/** The field's control look, grown to several lines that the visitor may make taller. */
export const control = style({
  paddingBlock: vars.space.sm,
  resize: 'vertical',
  lineHeight: vars.lineHeight.body,
});
