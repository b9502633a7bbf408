import { waitFor } from '@testing-library/react';
import type { Menu } from '../api/generated/model';
import { createTestQueryClient, renderHookWithProviders } from '../testing/render-with-providers';
import { DEFAULT_LOCALE } from '../i18n/locales';
import { menuQueryOptions, useListedMenu } from './use-menu';

const MENU = { id: 100, name: 'Menu', categories: [] } as unknown as Menu;

describe('useListedMenu', () => {
  it('gives the loading state first even for a menu already loaded, then the menu', async () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(menuQueryOptions(100, DEFAULT_LOCALE).queryKey, MENU);
    const seen: boolean[] = [];

    const { result } = renderHookWithProviders(
      () => {
        const menu = useListedMenu(100);
        seen.push(menu.isPending);
        return menu;
      },
      { queryClient },
    );

    await waitFor(() => expect(result.current.data).toBe(MENU));
    // The page's first render shows its loading state (its heading paints without the cards).
    expect(seen[0]).toBe(true);
    expect(seen.at(-1)).toBe(false);
  });
});
