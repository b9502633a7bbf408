import { style } from '@vanilla-extract/css';
import { desktopLayout } from '../../../ui/styles/breakpoints';
import { vars } from '../../../ui/styles/theme.css';

export const section = style({ display: 'grid', gap: vars.space.md });

export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  color: vars.color.brand,
});

/** Results and map one above the other on phones, side by side from the large layout. */
export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': {
    [desktopLayout]: { gridTemplateColumns: '1fr 1fr', alignItems: 'start' },
  },
});

/** The map's box has its own height, so nothing moves while the library loads. */
export const map = style({
  height: `calc(${vars.size.controlLg} * 7)`,
  '@media': {
    [desktopLayout]: { position: 'sticky', top: vars.space.md },
  },
});

export const results = style({ display: 'grid', gap: vars.space.sm, alignContent: 'start' });

export const prompt = style({ margin: 0, color: vars.color.mutedText });

export const count = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const emptyStatus = style({ margin: 0 });

export const resultList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
});

export const result = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const resultTitle = style({ margin: 0, fontSize: vars.fontSize.large });

export const positions = style({ margin: 0, color: vars.color.mutedText, fontSize: vars.fontSize.small });

export const address = style({ fontStyle: 'normal' });
