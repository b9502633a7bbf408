import { defineMessage } from 'react-intl';

/** The copy of the site search. */
export const messages = {
  formLabel: defineMessage({ id: 'search.formLabel', defaultMessage: 'Site search' }),
  inputLabel: defineMessage({ id: 'search.inputLabel', defaultMessage: 'Search the menu and our pages' }),
  submit: defineMessage({ id: 'search.submit', defaultMessage: 'Search' }),
  loading: defineMessage({ id: 'search.loading', defaultMessage: 'Loading the menu and pages…' }),
  resultCount: defineMessage<{ count: number; query: string }>({
    id: 'search.resultCount',
    defaultMessage: '{count, plural, one {# result} other {# results}} for “{query}”',
  }),
  noResults: defineMessage<{ query: string }>({
    id: 'search.noResults',
    defaultMessage: 'No results for “{query}”.',
  }),
  noResultsHint: defineMessage({
    id: 'search.noResultsHint',
    defaultMessage: 'Check the spelling, try a shorter word, or browse the full menu.',
  }),
  browseMenu: defineMessage({ id: 'search.browseMenu', defaultMessage: 'Browse the menu' }),
  results: defineMessage({ id: 'search.results', defaultMessage: 'Search results' }),
  kindProduct: defineMessage<{ category: string }>({
    id: 'search.kindProduct',
    defaultMessage: 'Menu item · {category}',
  }),
  kindPage: defineMessage({ id: 'search.kindPage', defaultMessage: 'Page' }),
  featured: defineMessage({ id: 'search.featured', defaultMessage: 'Popular on the menu' }),
};
