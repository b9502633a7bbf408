import { screen } from '@testing-library/react';
import { mockBackend } from '../../../../mocks/node';
import { usePreferencesStore } from '../../../stores';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { signInDemoMember } from '../../../testing/signed-in-member';
import { InboxList } from './inbox-list';
import { OfferScreenMessage } from './offer-screen-message';

const SIGN_IN_INVITATION = 'Sign in to see offers for catering orders.';

describe('the offer-screen message on catering', () => {
  // The engagement adapter loads on first use: loaded here, the waits below are for the mock backend only.
  beforeAll(async () => {
    await import('../../../lib/engagement/create-adapter');
  });
  beforeEach(() => usePreferencesStore.setState({ channel: 'catering' }));
  afterEach(() => mockBackend.reset());

  it('invites a guest to sign in', async () => {
    renderWithProviders(<OfferScreenMessage />);
    expect(await screen.findByText(SIGN_IN_INVITATION)).toBeVisible();
  });

  it('never tells a signed-in member to sign in', async () => {
    await signInDemoMember();
    renderWithProviders(
      <>
        <OfferScreenMessage />
        <InboxList />
      </>,
    );
    // The member's cards have arrived once their catering inbox card shows.
    expect(await screen.findByText('Thanks for catering with us')).toBeVisible();
    expect(screen.queryByText(SIGN_IN_INVITATION)).not.toBeInTheDocument();
  });
});
