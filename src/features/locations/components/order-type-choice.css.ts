import { style } from '@vanilla-extract/css';
import { mq } from '../../../ui/styles/breakpoints';
import { vars } from '../../../ui/styles/theme.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const options = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [mq.sm]: { gridTemplateColumns: '1fr 1fr' } },
});

/** A large choice, the mode in bold and what it means below; the whole card clicks its button. */
export const option = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.lg,
  border: `${vars.borderWidth.thick} solid ${vars.color.controlBorder}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  selectors: {
    '&:hover': { borderColor: vars.color.brand, background: vars.color.hoverSurface },
    '&:focus-within': { borderColor: vars.color.brand },
  },
});

export const optionButton = style({
  alignSelf: 'flex-start',
  minHeight: vars.size.controlSm,
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.link,
  font: 'inherit',
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.bold,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    // Stretched over the card, so a tap anywhere on it chooses.
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.md },
    '&[aria-busy="true"]': { cursor: 'progress' },
    '&:disabled': { cursor: 'default', color: vars.color.disabledText },
  },
});

export const optionText = style({ margin: 0, color: vars.color.mutedText });
