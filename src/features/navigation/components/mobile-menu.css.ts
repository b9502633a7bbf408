import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../ui/styles/theme.css';

export const content = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const member = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const greeting = style({
  flexBasis: '100%',
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.bold,
});

export const linkList = style({ margin: 0, padding: 0, listStyle: 'none' });

globalStyle(`${linkList} a`, {
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.controlMd,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
});

export const order = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});

export const bottomLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.small,
});

globalStyle(`${bottomLinks} a`, {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.controlSm,
});
