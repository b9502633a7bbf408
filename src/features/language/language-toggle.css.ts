import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/styles/theme.css';

/** Takes the colour of where it sits (a red header, a white menu), so it reads on both. */
export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  color: 'inherit',
});

export const separator = style({ opacity: 0.8 });

export const option = style({
  minHeight: vars.size.controlSm,
  padding: `0 ${vars.space.xs}`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontSize: vars.fontSize.small,
  cursor: 'pointer',
  textDecoration: 'underline',
  textDecorationThickness: vars.borderWidth.thin,
  textUnderlineOffset: '0.2em',
  selectors: {
    '&:hover': { textDecorationThickness: vars.borderWidth.thick },
    // The ring takes the text colour too, so it shows on the brand-coloured header as well.
    '&:focus-visible': { outlineColor: 'currentColor' },
    // The language shown is marked by weight, not by colour alone, and is not a link-like target.
    '&[aria-pressed="true"]': { fontWeight: vars.fontWeight.bold, textDecoration: 'none', cursor: 'default' },
  },
});
