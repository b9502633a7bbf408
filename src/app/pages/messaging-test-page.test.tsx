import { screen, within } from '@testing-library/react';
import { mockBackend } from '../../../mocks/node';
import { renderRoute } from '../../testing/render-route';
import { signInDemoMember } from '../../testing/signed-in-member';

const storedCard = (id: string) => mockBackend.db.contentCards.findFirst((q) => q.where({ id }));
const cardTitles = (site: string) =>
  within(screen.getByRole('region', { name: site }))
    .getAllByRole('heading', { level: 4 })
    .map((heading) => heading.textContent);

describe('/messaging/test', () => {
  afterAll(() => mockBackend.reset());

  it("previews both sites' cards by group, the member's inbox too, and marks none as seen", async () => {
    signInDemoMember();
    renderRoute('/messaging/test');

    expect(await screen.findByRole('heading', { level: 1, name: 'Messaging preview' })).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Main site' });
    expect(cardTitles('Main site')).toEqual(
      expect.arrayContaining(['Bo-Berry Biscuit Month Is Here', 'Your free Sweet Tea is waiting']),
    );
    expect(cardTitles('Catering site')).toEqual(
      expect.arrayContaining(['Party Packs Feed a Crowd', 'Thanks for catering with us']),
    );
    // Each site shows its own cards; the mobile app's are not the web's.
    expect(cardTitles('Main site')).not.toContain('Party Packs Feed a Crowd');
    expect(cardTitles('Catering site')).not.toContain('Bo-Berry Biscuit Month Is Here');
    expect(screen.queryByText('Order Catering from the App')).not.toBeInTheDocument();

    const catering = within(screen.getByRole('region', { name: 'Catering site' }));
    expect(catering.getByRole('heading', { level: 3, name: 'Top alert' })).toBeInTheDocument();
    expect(catering.getAllByText('Leads to /catering').length).toBeGreaterThan(0);
    expect(screen.getAllByText(/No in-app message has arrived for this site/)).toHaveLength(2);
    expect(storedCard('card-regular-inbox-tea')?.viewed).toBe(false);
  });
});
