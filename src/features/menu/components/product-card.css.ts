import { style } from '@vanilla-extract/css';
import { mq } from '../../../ui/styles/breakpoints';
import { vars } from '../../../ui/styles/theme.css';

/** A row (picture beside the words) on a phone, so a screen shows several products; a tile from 600 px. */
export const root = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'row-reverse',
  alignItems: 'center',
  height: '100%',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  transition: `box-shadow ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '&:hover': { boxShadow: vars.shadow.md },
    '&:focus-within': {
      outline: `${vars.borderWidth.focus} solid ${vars.color.focus}`,
      outlineOffset: vars.borderWidth.thick,
    },
  },
  '@media': { [mq.sm]: { flexDirection: 'column-reverse', alignItems: 'stretch' } },
});

export const image = style({
  display: 'block',
  flexShrink: 0,
  width: `calc(${vars.space.xxxl} * 2)`,
  height: 'auto',
  aspectRatio: '4 / 3',
  '@media': { [mq.sm]: { width: '100%' } },
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.md,
  flexGrow: 1,
});

export const name = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.tight,
});

/** The whole card is the link's target: its ::after covers the card. */
export const link = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    '&:hover': { textDecoration: 'underline' },
    // The card shows the focus ring instead (focus-within), around the whole target.
    '&:focus-visible': { outline: 'none' },
  },
});

export const facts = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  alignItems: 'baseline',
  fontWeight: vars.fontWeight.bold,
});

export const calories = style({ color: vars.color.mutedText, fontWeight: vars.fontWeight.regular });

export const unavailable = style({
  margin: 0,
  alignSelf: 'flex-start',
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.dangerSurface,
  color: vars.color.danger,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.bold,
});

export const availability = style({ fontWeight: vars.fontWeight.regular });
