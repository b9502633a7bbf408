import { screen, within } from '@testing-library/react';
import { mockBackend } from '../../../../mocks/node';
import { UNTRANSLATED_CARD_TITLE } from '../../../../mocks/seed/content-cards-spanish';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { TopAlert } from './top-alert';

const alert = () => screen.findByRole('region', { name: 'Aviso' });

describe('the top alert on a Spanish page', () => {
  // The engagement adapter loads on first use: loaded here, the waits below are for the mock backend only.
  beforeAll(async () => {
    await import('../../../lib/engagement/create-adapter');
  });
  afterEach(() => mockBackend.reset());

  it('shows the Spanish version of the card, its See more and Dismiss wholly in Spanish', async () => {
    renderWithProviders(<TopAlert onDismissed={() => undefined} />, { locale: 'es' });

    const region = await alert();
    const texts = await within(region).findAllByText(
      'El pollo con hueso y las cenas se sirven desde las 10:30 a. m.',
    );
    for (const text of texts) expect(text.closest('[lang="en"]')).toBeNull();
    expect(within(region).queryByText(/Bone-in chicken/)).toBeNull();
    expect(
      within(region).getByRole('button', {
        name: 'Descartar El pollo con hueso y las cenas se sirven desde las 10:30 a. m.',
      }),
    ).toBeInTheDocument();
  });

  it('marks a card with no Spanish version as English, in its text and in its controls’ names', async () => {
    await mockBackend.db.contentCards.update((q) => q.where({ id: 'card-regular-alert-hours' }), {
      data(card) {
        card.title = UNTRANSLATED_CARD_TITLE;
      },
    });
    renderWithProviders(<TopAlert onDismissed={() => undefined} />, { locale: 'es' });

    const region = await alert();
    for (const shown of await within(region).findAllByText(UNTRANSLATED_CARD_TITLE)) {
      expect(shown.closest('[lang]')).toHaveAttribute('lang', 'en');
    }
    const dismiss = within(region).getByRole('button', { name: `Descartar ${UNTRANSLATED_CARD_TITLE}` });
    expect(within(dismiss).getByText(UNTRANSLATED_CARD_TITLE)).toHaveAttribute('lang', 'en');
  });
});
