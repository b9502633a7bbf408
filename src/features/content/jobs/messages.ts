import { defineMessages } from 'react-intl';

/** The copy of the positions pages (SPEC §2 /positions, /positions/info) and the careers page's list. */
export const messages = defineMessages({
  positionsHeading: { id: 'positions.heading', defaultMessage: 'Positions' },
  positionsIntro: {
    id: 'positions.intro',
    defaultMessage: 'From the kitchen to the whole restaurant: find the job that fits you.',
  },
  fullTime: { id: 'positions.fullTime', defaultMessage: 'Full-time' },
  partTime: { id: 'positions.partTime', defaultMessage: 'Part-time' },
  noPositions: { id: 'positions.none', defaultMessage: 'There are no positions to show right now.' },
  loading: { id: 'positions.loading', defaultMessage: 'Loading the positions…' },
  loadFailed: { id: 'positions.loadFailed', defaultMessage: 'The positions could not be loaded.' },
  retry: { id: 'positions.retry', defaultMessage: 'Try again' },
  careersPositionsHeading: { id: 'positions.careersHeading', defaultMessage: 'Our positions' },
  allPositions: { id: 'positions.all', defaultMessage: 'Back to all positions' },
  findOpenings: { id: 'positions.findOpenings', defaultMessage: 'Find openings near you' },
});
