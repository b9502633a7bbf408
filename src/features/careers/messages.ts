import { defineMessage } from 'react-intl';

/** The copy of the careers page's job search (SPEC §1 job search and careers). */
export const messages = {
  pageHeading: defineMessage({ id: 'careers.pageHeading', defaultMessage: 'Careers' }),
  pageIntro: defineMessage({
    id: 'careers.pageIntro',
    defaultMessage:
      'Warm biscuits, good people and room to grow: find an opening at a restaurant near you, or read about the positions we hire for.',
  }),
  searchHeading: defineMessage({ id: 'careers.searchHeading', defaultMessage: 'Find openings near you' }),
  placesLabel: defineMessage({ id: 'careers.placesLabel', defaultMessage: 'City and state' }),
  placesHint: defineMessage({
    id: 'careers.placesHint',
    defaultMessage: 'Type a town, or a state such as NC, then choose one or more towns.',
  }),
  place: defineMessage<{ city: string; state: string }>({
    id: 'careers.place',
    defaultMessage: '{city}, {state}',
    description: 'A town in the job search, e.g. "Charlotte, NC".',
  }),
  choosePlace: defineMessage({
    id: 'careers.choosePlace',
    defaultMessage: 'Choose a town to see its openings. The map shows every restaurant of our franchisees.',
  }),
  placesLoading: defineMessage({ id: 'careers.placesLoading', defaultMessage: 'Loading the towns…' }),
  placesFailed: defineMessage({
    id: 'careers.placesFailed',
    defaultMessage: 'The towns could not be loaded.',
  }),
  searching: defineMessage({ id: 'careers.searching', defaultMessage: 'Looking for openings…' }),
  searchFailed: defineMessage({
    id: 'careers.searchFailed',
    defaultMessage: 'The openings could not be loaded.',
  }),
  retry: defineMessage({ id: 'careers.retry', defaultMessage: 'Try again' }),
  resultCount: defineMessage<{ count: number }>({
    id: 'careers.resultCount',
    defaultMessage: '{count, plural, one {# opening} other {# openings}}',
  }),
  noJobs: defineMessage<{ places: string }>({
    id: 'careers.noJobs',
    defaultMessage: 'No openings in {places} right now. Try another town, or check back soon.',
  }),
  resultsLabel: defineMessage({ id: 'careers.resultsLabel', defaultMessage: 'Openings' }),
  fullTime: defineMessage({ id: 'careers.fullTime', defaultMessage: 'Full-time' }),
  partTime: defineMessage({ id: 'careers.partTime', defaultMessage: 'Part-time' }),
  aboutPosition: defineMessage({ id: 'careers.aboutPosition', defaultMessage: 'About this position' }),
};
