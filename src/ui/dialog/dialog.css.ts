import { globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

const fadeIn = keyframes({ from: { opacity: 0, transform: 'scale(0.96)' } });
const slideIn = keyframes({ from: { transform: 'translateX(100%)' } });

const gutter = vars.space.md;

export const root = style({
  padding: 0,
  border: 'none',
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  selectors: { '&::backdrop': { background: vars.color.backdrop } },
});

/** `end` is a full-height sheet from the inline end (right in English), e.g. the cart panel. */
export const placement = styleVariants({
  center: {
    width: `min(${vars.content.dialog}, 100% - 2 * ${gutter})`,
    maxHeight: `calc(100dvh - 2 * ${gutter})`,
    borderRadius: vars.radius.lg,
    animation: `${fadeIn} ${vars.motion.duration.normal} ${vars.motion.easing.enter}`,
  },
  end: {
    width: `min(${vars.content.sheet}, 100%)`,
    maxWidth: '100%',
    height: '100dvh',
    maxHeight: '100dvh',
    margin: '0 0 0 auto',
    animation: `${slideIn} ${vars.motion.duration.slow} ${vars.motion.easing.enter}`,
  },
});

/** Fills the dialog box, so a click that lands on the `<dialog>` itself is a click on the backdrop. */
export const frame = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  height: '100%',
  maxHeight: 'inherit',
  padding: vars.space.lg,
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
});

export const body = style({ flex: 1, overflowY: 'auto' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});

// The page behind a modal dialog does not scroll.
globalStyle('html:has(dialog:modal)', { overflow: 'hidden' });
