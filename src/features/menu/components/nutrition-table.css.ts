import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/styles/theme.css';

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
});

export const caption = style({
  textAlign: 'start',
  paddingBlockEnd: vars.space.xs,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.bold,
});

const cellBase = {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  textAlign: 'start',
  // Enlarged text on a phone breaks a long word rather than widen the page.
  overflowWrap: 'anywhere',
} as const;

export const headerCell = style({ ...cellBase, background: vars.color.hoverSurface });
export const rowHeader = style({ ...cellBase, fontWeight: vars.fontWeight.regular });
export const cell = style(cellBase);
export const number = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums' });
