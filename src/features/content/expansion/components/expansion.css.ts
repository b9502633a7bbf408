import { style } from '@vanilla-extract/css';
import { vars } from '../../../../ui/styles/theme.css';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
});

/** A whole row is the link's target, at least the size of a control. */
export const cardLink = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: vars.size.controlMd,
  alignItems: 'center',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.brand },
    '&[aria-current="true"]': { borderColor: vars.color.brand, borderWidth: vars.borderWidth.thick },
  },
});

export const note = style({ color: vars.color.mutedText });

export const section = style({ display: 'grid', gap: vars.space.sm });

export const sectionHeading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  color: vars.color.brand,
});

export const item = style({ display: 'grid', gap: vars.space.md });

export const image = style({ width: '100%', height: 'auto', borderRadius: vars.radius.md });

export const description = style({ margin: 0 });

export const facts = style({ margin: 0, fontWeight: vars.fontWeight.bold });
