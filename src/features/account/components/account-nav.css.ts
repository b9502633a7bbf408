import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/styles/theme.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
