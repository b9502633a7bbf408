import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { reducedMotion } from '../styles/breakpoints';
import { vars } from '../styles/theme.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = style({
  display: 'inline-block',
  flexShrink: 0,
  border: `${vars.borderWidth.focus} solid`,
  borderRadius: vars.radius.pill,
  animation: `${spin} ${vars.motion.duration.spin} linear infinite`,
  '@media': { [reducedMotion]: { animation: 'none' } },
});

export const size = styleVariants({
  sm: { width: vars.size.iconSm, height: vars.size.iconSm },
  md: { width: vars.size.iconMd, height: vars.size.iconMd },
});

/** `current` follows the text colour, for spinners inside buttons of any variant. */
export const tone = styleVariants({
  brand: { borderColor: vars.color.border, borderTopColor: vars.color.brand },
  current: { borderColor: 'currentColor', borderTopColor: 'transparent' },
});
