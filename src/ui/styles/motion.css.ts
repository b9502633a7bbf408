import { keyframes, style } from '@vanilla-extract/css';
import { vars } from './theme.css';

/** A short hop, e.g. the add-to-cart bounce (SPEC §4/§9: 700 ms). */
export const bounceKeyframes = keyframes({
  '0%, 100%': { transform: 'translateY(0)' },
  '30%': { transform: 'translateY(-25%)' },
  '60%': { transform: 'translateY(0)' },
  '80%': { transform: 'translateY(-10%)' },
});

/** A swell that draws the eye to a number that changed (the cart badge, SPEC §9: 800 ms). */
export const popKeyframes = keyframes({
  '0%, 100%': { transform: 'scale(1)' },
  '40%': { transform: 'scale(1.35)' },
});

/** Add to an element for one add-to-cart bounce; re-key the element to play it again. */
export const bounce = style({
  animation: `${bounceKeyframes} ${vars.motion.duration.bounce} ${vars.motion.easing.standard}`,
});
