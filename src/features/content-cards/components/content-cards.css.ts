import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/styles/theme.css';

export const inboxList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
});

/** On a narrow screen (or with enlarged text) the picture sits above the text. */
export const inboxCard = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'flex-start',
  padding: vars.space.md,
  background: vars.color.surface,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const inboxImage = style({
  flexShrink: 0,
  width: '6rem',
  height: '6rem',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
});

export const inboxBody = style({ flex: '1 1 12rem', display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const cardTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  color: vars.color.text,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.xs,
});

export const newMarker = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.brand,
  color: vars.color.brandText,
});

export const cardText = style({ margin: 0, color: vars.color.text });

export const cardActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

export const empty = style({ margin: 0, color: vars.color.mutedText });

/** The inbox that could not be read: its error, and the button that asks again under it. */
export const loadError = style({ display: 'grid', gap: vars.space.sm, justifyItems: 'start' });

/** The homepage carousel: a row that scrolls sideways (no autoplay), one card per snap. */
export const carousel = style({ display: 'grid', gap: vars.space.md });

export const carouselHeading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  color: vars.color.text,
});

export const carouselTrack = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridAutoFlow: 'column',
  // One card at most fills the track, so enlarged text never hides a card's edge off screen.
  gridAutoColumns: 'minmax(min(16rem, 100%), 1fr)',
  gap: vars.space.md,
  overflowX: 'auto',
  // Holds the cards' visually hidden link text too: otherwise, placed where a card scrolled to,
  // it widens the page.
  position: 'relative',
  scrollSnapType: 'x mandatory',
});

export const carouselCard = style({
  scrollSnapAlign: 'start',
  display: 'grid',
  gap: vars.space.xs,
  alignContent: 'start',
  padding: vars.space.md,
  height: '100%',
  boxSizing: 'border-box',
  background: vars.color.surface,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const carouselImage = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
});

/** The top alert: a brand strip with its text, link and Dismiss button. */
export const topAlert = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.md}`,
  background: vars.color.brand,
  color: vars.color.brandText,
});

export const topAlertText = style({ margin: 0 });

export const offerMessage = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  background: vars.color.surface,
  borderLeft: `${vars.space.xxs} solid ${vars.color.brand}`,
  borderRadius: vars.radius.sm,
});
