import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../ui/styles/theme.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
  whiteSpace: 'nowrap',
  color: vars.color.brand,
});

// Where even the cut address does not fit (the mobile bottom bar beside the handoff toggle, on a
// narrow phone), it ends in an ellipsis instead of running under what comes next.
globalStyle(`${root} > a`, { minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' });
