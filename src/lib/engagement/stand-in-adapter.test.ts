import type { EngagementCard } from './engagement-adapter';
import { createStandInAdapter, type StandInApi } from './stand-in-adapter';

const card = (id: string, viewed = false): EngagementCard => ({
  id,
  title: id,
  extras: { feed_type: 'inbox' },
  viewed,
  created: '2026-01-01T00:00:00.000Z',
});

function fakeApi(
  cards: EngagementCard[],
): StandInApi & { [K in keyof StandInApi]: ReturnType<typeof vi.fn> } {
  return {
    listCards: vi.fn(async () => cards),
    markViewed: vi.fn(async () => undefined),
    dismiss: vi.fn(async () => undefined),
    logEvent: vi.fn(async () => undefined),
  };
}

const settled = () => new Promise((resolve) => setTimeout(resolve));

describe('the engagement stand-in adapter (no Braze key)', () => {
  it("fetches the viewer's cards when told who the viewer is, and again for a new viewer", async () => {
    const api = fakeApi([card('a')]);
    const adapter = createStandInAdapter(api);
    const listener = vi.fn();
    adapter.subscribe(listener);
    expect(adapter.cards()).toBeUndefined();

    adapter.identify(7);
    adapter.identify(7);
    await vi.waitFor(() => expect(adapter.cards()).toEqual([card('a')]));
    expect(api.listCards).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalled();

    adapter.identify(undefined);
    expect(adapter.cards()).toBeUndefined();
    await vi.waitFor(() => expect(api.listCards).toHaveBeenCalledTimes(2));
  });

  it('marks shown cards viewed at once and logs each unviewed one to the stand-in', async () => {
    const api = fakeApi([card('a'), card('b', true)]);
    const adapter = createStandInAdapter(api);
    adapter.identify(7);
    await vi.waitFor(() => expect(adapter.cards()).toHaveLength(2));

    adapter.logImpressions(['a', 'b']);

    expect(adapter.cards()?.map((each) => each.viewed)).toEqual([true, true]);
    expect(api.markViewed).toHaveBeenCalledTimes(1);
    expect(api.markViewed).toHaveBeenCalledWith('a');
  });

  it('drops a dismissed card at once and logs clicks, custom events and attributes', async () => {
    const api = fakeApi([card('a'), card('b')]);
    const adapter = createStandInAdapter(api);
    adapter.identify(7);
    await vi.waitFor(() => expect(adapter.cards()).toHaveLength(2));

    adapter.dismiss('a');
    adapter.logClick('b');
    adapter.logCustomEvent('Add_Product_To_Cart', { Cart_Items: 1 });
    adapter.setUserAttribute('Recent_Location', { id: 1, menu_id: 100 });

    expect(adapter.cards()?.map((each) => each.id)).toEqual(['b']);
    expect(api.dismiss).toHaveBeenCalledWith('a');
    expect(api.logEvent.mock.calls.map(([event]) => event)).toEqual([
      { kind: 'card_click', name: 'b' },
      { kind: 'custom_event', name: 'Add_Product_To_Cart', properties: { Cart_Items: 1 } },
      { kind: 'user_attribute', name: 'Recent_Location', properties: { id: 1, menu_id: 100 } },
    ]);
  });

  it('answers no cards, and throws nothing, when the stand-in fails', async () => {
    const api = fakeApi([]);
    api.listCards.mockRejectedValue(new Error('offline'));
    api.logEvent.mockRejectedValue(new Error('offline'));
    const adapter = createStandInAdapter(api);
    adapter.identify(undefined);
    await vi.waitFor(() => expect(adapter.cards()).toEqual([]));
    expect(() => adapter.logCustomEvent('Add_Product_To_Cart', {})).not.toThrow();
    await settled();
  });

  it('says why the cards could not be read, and reads them again on reload', async () => {
    const api = fakeApi([card('a')]);
    api.listCards.mockRejectedValueOnce(new Error('offline'));
    const adapter = createStandInAdapter(api);
    adapter.identify(7);
    await vi.waitFor(() => expect(adapter.loadError()?.clientFailure).toBe('connection-issue'));
    expect(adapter.cards()).toEqual([]);

    adapter.reload();

    expect(adapter.loadError()).toBeUndefined();
    await vi.waitFor(() => expect(adapter.cards()).toEqual([card('a')]));
    expect(adapter.loadError()).toBeUndefined();
  });
});
