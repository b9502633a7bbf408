import { style } from '@vanilla-extract/css';
import { mq } from '../../../ui/styles/breakpoints';
import { vars } from '../../../ui/styles/theme.css';

export const content = style({ display: 'grid', gap: vars.space.md });

export const map = style({
  height: '10rem',
  '@media': { [mq.md]: { height: '13rem' } },
});

export const choices = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
});

/** The whole card is the radio button's label: a large target. */
export const choice = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `${vars.borderWidth.thin} solid ${vars.color.controlBorder}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': {
      borderColor: vars.color.brand,
      boxShadow: `inset 0 0 0 1px ${vars.color.brand}`,
    },
    '&:hover': { background: vars.color.hoverSurface },
  },
});

export const radio = style({
  flex: 'none',
  width: vars.size.checkbox,
  height: vars.size.checkbox,
  margin: 0,
  accentColor: vars.color.brand,
});

export const choiceText = style({ display: 'grid', gap: vars.space.xxs });

export const choiceLabel = style({ fontWeight: vars.fontWeight.bold, letterSpacing: '0.04em' });

export const choiceDetails = style({ color: vars.color.mutedText, fontSize: vars.fontSize.small });

export const empty = style({ margin: 0 });
