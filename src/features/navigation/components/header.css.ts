import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../ui/styles/theme.css';

export const root = style({
  position: 'relative',
  zIndex: vars.zIndex.header,
  background: vars.color.surface,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

const row = style({
  maxWidth: vars.content.maxWidth,
  margin: '0 auto',
  padding: `${vars.space.xs} ${vars.space.lg}`,
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.md,
});

// A member's header is the fullest (greeting, inbox, sign-out): its links still fit one row from
// 1200 px with the smaller gaps here.
export const topRow = style([row, { gap: vars.space.sm }]);

export const orderRow = style([
  row,
  { justifyContent: 'flex-end', borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}` },
]);

// Search sits at the start of the order row: the top row of a member's header has no room left.
export const orderRowStart = style({ marginInlineEnd: 'auto', display: 'flex', alignItems: 'center' });

export const mainNav = style({ flex: 1 });

export const linkList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xxs} ${vars.space.sm}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

// Navigation reads as a row of words: no underline until hover, and bold like the brand's menus.
globalStyle(`${linkList} a`, {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.controlSm,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
});
globalStyle(`${linkList} a:hover, ${linkList} a[aria-current="page"]`, { textDecoration: 'underline' });

export const utilities = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  marginInlineStart: 'auto',
});
