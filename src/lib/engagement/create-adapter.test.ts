import { brazeConfig } from './engagement-config';
import { createEngagementAdapter } from './create-adapter';

describe('the engagement adapter of a build', () => {
  it('needs both the Braze key and the SDK endpoint to use Braze', () => {
    expect(brazeConfig({})).toBeUndefined();
    expect(brazeConfig({ VITE_BRAZE_API_KEY: 'key' })).toBeUndefined();
    expect(
      brazeConfig({ VITE_BRAZE_API_KEY: ' key ', VITE_BRAZE_SDK_ENDPOINT: 'sdk.iad-01.braze.com' }),
    ).toEqual({
      apiKey: 'key',
      endpoint: 'sdk.iad-01.braze.com',
    });
  });

  it('reads the stand-in without a key: the seeded public cards for a guest', async () => {
    const adapter = await createEngagementAdapter(undefined);
    adapter.identify(undefined);
    await vi.waitFor(() => expect(adapter.cards()).toBeDefined());
    expect(adapter.cards()?.every((card) => card.extras.feed_type !== 'inbox')).toBe(true);
    expect(adapter.cards()?.map((card) => card.id)).toContain('card-regular-alert-hours');
  });
});
