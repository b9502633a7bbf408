import { globalStyle } from '@vanilla-extract/css';
import { desktopLayout } from '../../ui/styles/breakpoints';
import { vars } from '../../ui/styles/theme.css';

// The static shell in index.html: the header bar with the wordmark, painted as soon as the HTML and
// the stylesheet arrive, until the app renders over it (createRoot replaces #root's content). It
// matches the mobile top bar and the desktop header's first row, so the switch does not jump.
globalStyle('.app-shell', {
  display: 'flex',
  alignItems: 'center',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  background: vars.color.surface,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  '@media': {
    [desktopLayout]: { padding: `${vars.space.xs} ${vars.space.lg}` },
  },
});

globalStyle('.app-shell-logo', {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.controlMd,
  padding: `0 ${vars.space.xs}`,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand,
  whiteSpace: 'nowrap',
});
