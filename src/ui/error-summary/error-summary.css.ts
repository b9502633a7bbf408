import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const root = style({
  padding: vars.space.md,
  border: `1px solid ${vars.color.danger}`,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSurface,
  color: vars.color.danger,
});

export const message = style({ margin: 0 });

export const fields = style({
  margin: 0,
  marginTop: vars.space.sm,
  paddingInlineStart: vars.space.lg,
});

export const fieldLink = style({ color: 'inherit', textDecoration: 'underline' });
