import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const root = style({
  textDecoration: 'underline',
  textDecorationThickness: vars.borderWidth.thin,
  textUnderlineOffset: '0.2em',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { textDecorationThickness: vars.borderWidth.thick },
    '&[aria-current="page"]': { fontWeight: vars.fontWeight.bold },
  },
});

/**
 * `inherit` takes the surrounding text colour (a link inside a sentence styled elsewhere); `onBrand`
 * is for brand-coloured areas such as a red header, where the focus ring turns white to stay visible.
 */
export const tone = styleVariants({
  brand: { color: vars.color.link },
  inherit: { color: 'inherit' },
  onBrand: {
    color: vars.color.brandText,
    selectors: { '&:focus-visible': { outlineColor: vars.color.focusInverse } },
  },
});
