import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../ui/styles/theme.css';

/** With enlarged text the handoff toggle wraps below the location rather than off the screen. */
export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.sm,
  background: vars.color.surface,
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  boxShadow: vars.shadow.md,
});

// The location shrinks (to its ellipsis) beside the toggle; only enlarged text wraps the toggle below.
globalStyle(`${root} > :first-child`, { flex: '1 1 8rem' });
