import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/styles/theme.css';

/** Holds the page's room while the story loads, so the footer does not jump up and back down. */
export const root = style({
  minHeight: '60vh',
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'center',
  paddingBlock: vars.space.xxl,
});
