import { globalStyle } from '@vanilla-extract/css';
import { reducedMotion } from './breakpoints';
import { vars } from './theme.css';
import { focusRing } from './tokens';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
  color: vars.color.text,
  background: vars.color.canvas,
});

// The ring sits in a halo that fills the gap inside it and as much again outside it (tokens.ts).
globalStyle(':focus-visible', {
  outline: `${vars.borderWidth.focus} solid ${vars.color[focusRing.ring]}`,
  outlineOffset: vars.borderWidth.thick,
  boxShadow: `0 0 0 calc(2 * ${vars.borderWidth.thick} + ${vars.borderWidth.focus}) ${vars.color[focusRing.halo]}`,
});

/*
 * People who ask for less motion get none: every duration token drops to zero, so components that
 * animate through tokens stop without each needing its own media query, and anything else is cut short.
 */
globalStyle(':root', {
  '@media': {
    [reducedMotion]: {
      vars: Object.fromEntries(Object.values(vars.motion.duration).map((duration) => [duration, '0ms'])),
    },
  },
});

globalStyle('*, *::before, *::after', {
  '@media': {
    [reducedMotion]: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      scrollBehavior: 'auto',
    },
  },
});
