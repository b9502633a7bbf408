import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../ui/styles/theme.css';
import { PROGRESS_DURATION_MS } from './layout-constants';

// Never reaches the end on its own: the bar disappears when loading does.
const fillUp = keyframes({ from: { transform: 'scaleX(0)' }, to: { transform: 'scaleX(0.95)' } });

export const track = style({
  position: 'fixed',
  insetInline: 0,
  top: 0,
  zIndex: vars.zIndex.toast,
  height: vars.space.xxs,
  background: vars.color.hoverSurface,
});

export const fill = style({
  height: '100%',
  background: vars.color.brand,
  transformOrigin: 'left',
  transform: 'scaleX(0.95)',
  animation: `${fillUp} ${PROGRESS_DURATION_MS}ms ${vars.motion.easing.enter}`,
});
