import { defineMessage } from 'react-intl';

export const messages = {
  noResults: defineMessage({
    id: 'ui.multiselect.noResults',
    defaultMessage: 'Oops! No elements found. Consider changing the search query.',
    description: 'SPEC §5: shown when the text typed in a multiselect matches no option.',
  }),
  moreOptions: defineMessage<{ shown: number; matching: number }>({
    id: 'ui.multiselect.moreOptions',
    defaultMessage: 'Showing {shown} of {matching}. Type to narrow the list.',
    description: 'Under a multiselect list that shows only its first options.',
  }),
  chosen: defineMessage({
    id: 'ui.multiselect.chosen',
    defaultMessage: 'Chosen',
    description: 'Names the list of options already chosen in a multiselect.',
  }),
  remove: defineMessage<{ label: string }>({
    id: 'ui.multiselect.remove',
    defaultMessage: 'Remove {label}',
    description: 'The button that takes one chosen option out of a multiselect.',
  }),
};
