import { style } from '@vanilla-extract/css';
import { reducedMotion } from '../styles/breakpoints';
import { popKeyframes } from '../styles/motion.css';
import { vars } from '../styles/theme.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.badge,
  height: vars.size.badge,
  padding: `0 ${vars.space.xxs}`,
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.accentText,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1,
  fontVariantNumeric: 'tabular-nums',
});

/** Played once each time the count rises (SPEC §2/§9: 800 ms); still for people who ask for less motion. */
export const rising = style({
  display: 'inline-block',
  animation: `${popKeyframes} ${vars.motion.duration.badge} ${vars.motion.easing.standard}`,
  '@media': { [reducedMotion]: { animation: 'none' } },
});
