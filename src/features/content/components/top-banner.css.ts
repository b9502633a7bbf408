import { style } from '@vanilla-extract/css';
import { mq } from '../../../ui/styles/breakpoints';
import { vars } from '../../../ui/styles/theme.css';

/**
 * A brand-coloured strip. Its height is kept from the first paint (two lines on a phone, one from
 * 600px) so the page below does not shift when the banner's file arrives.
 */
export const root = style({
  boxSizing: 'border-box',
  minHeight: `calc(2 * ${vars.lineHeight.body} * ${vars.fontSize.small} + 2 * ${vars.space.xs})`,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: vars.color.brand,
  color: vars.color.brandText,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.body,
  textAlign: 'center',
  '@media': {
    [mq.sm]: { minHeight: `calc(${vars.lineHeight.body} * ${vars.fontSize.small} + 2 * ${vars.space.xs})` },
  },
});

export const text = style({ margin: 0 });
