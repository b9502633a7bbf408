import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../ui/styles/theme.css';

export const root = style({
  marginTop: vars.space.xxl,
  padding: `${vars.space.xl} ${vars.space.lg}`,
  background: vars.color.text,
  color: vars.color.surface,
});

export const linkList = style({
  maxWidth: vars.content.maxWidth,
  margin: '0 auto',
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.xl}`,
});

globalStyle(`${linkList} a`, {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.controlSm,
});

// The footer is dark: the focus ring turns light to stay visible.
globalStyle(`${linkList} a:focus-visible`, { outlineColor: vars.color.focusInverse });
