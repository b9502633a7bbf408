import { style } from '@vanilla-extract/css';
import { vars } from '../ui/styles/theme.css';

export const root = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `0 ${vars.space.sm}`,
  alignItems: 'baseline',
});
