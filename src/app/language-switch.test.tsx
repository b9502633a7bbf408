import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { STORAGE_KEYS } from '../config/client-state';
import { usePreferencesStore, useUiStore } from '../stores';
import { englishOnlyCopy } from '../testing/english-only-copy';
import { desktopLayout } from '../ui/styles/breakpoints';
import { AppProviders } from './providers';
import { AppRoutes } from './routes';

/** Everything a person can read or hear on the page: its texts, title and accessible-name attributes. */
function pageCopy(): string[] {
  const texts: string[] = [document.title];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.textContent ?? '');
  for (const element of document.querySelectorAll('[aria-label], [alt], [title], [placeholder]')) {
    for (const name of ['aria-label', 'alt', 'title', 'placeholder'])
      texts.push(element.getAttribute(name) ?? '');
  }
  return texts.map((text) => text.trim()).filter(Boolean);
}

const englishShown = () => {
  const copy = pageCopy();
  return englishOnlyCopy.filter(({ pattern }) => copy.some((text) => pattern.test(text)));
};

function renderSiteAt(path: string) {
  const memory = memoryLocation({ path });
  return render(
    <AppProviders>
      <Router hook={memory.hook}>
        <AppRoutes />
      </Router>
    </AppProviders>,
  );
}

describe('switching the site to Spanish', () => {
  beforeEach(() => {
    localStorage.clear();
    usePreferencesStore.setState({ language: 'en-US' });
    useUiStore.setState({ loading: false });
    // The desktop layout, whose header carries the language toggle.
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === desktopLayout,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => vi.unstubAllGlobals());

  it.each(['/', '/no-such-page'])(
    'changes every visible string on %s, the title and <html lang>, and keeps the choice',
    async (path) => {
      renderSiteAt(path);
      // The first render compiles the page's lazily loaded module: allow it time.
      await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
      await screen.findByText(
        /Made from scratch since 1977|This page could not be found/,
        {},
        { timeout: 10_000 },
      );
      // The page really is in English first, so the check below can fail.
      expect(englishShown().length).toBeGreaterThan(5);
      expect(document.documentElement.lang).toBe('en-US');

      const toggle = screen.getByRole('group', { name: 'Language' });
      expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
      await userEvent.click(screen.getByRole('button', { name: 'Español' }));

      await waitFor(() => expect(document.documentElement.lang).toBe('es'));
      await waitFor(() => expect(englishShown().map(({ id, literal }) => `${id}: ${literal}`)).toEqual([]));
      expect(toggle).toHaveAccessibleName('Idioma');
      expect(screen.getByRole('button', { name: 'Español' })).toHaveAttribute('aria-pressed', 'true');
      await waitFor(() => expect(useUiStore.getState().loading).toBe(false));
      expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.preferences) ?? '{}')).toMatchObject({
        value: { state: { language: 'es' } },
      });
    },
  );

  it('switches back to English', async () => {
    usePreferencesStore.setState({ language: 'es' });
    renderSiteAt('/no-such-page');
    await screen.findByRole('heading', { level: 1, name: /404/ });
    expect(document.documentElement.lang).toBe('es');

    await userEvent.click(screen.getByRole('button', { name: 'English' }));

    expect(await screen.findByText('This page could not be found')).toBeVisible();
    expect(document.documentElement.lang).toBe('en-US');
    expect(usePreferencesStore.getState().language).toBe('en-US');
  });

  it('starts in the language an initial ?lang= forces over the stored one, and stores it', async () => {
    usePreferencesStore.getState().setLanguage('en-US');
    window.history.replaceState(null, '', '/?lang=es');
    try {
      // A fresh start of the app, as on a page load with that address.
      vi.resetModules();
      const { AppProviders: FreshProviders } = await import('./providers');
      const { AppRoutes: FreshRoutes } = await import('./routes');
      const fresh = await import('../stores');
      const memory = memoryLocation({ path: '/no-such-page' });
      render(
        <FreshProviders>
          <Router hook={memory.hook}>
            <FreshRoutes />
          </Router>
        </FreshProviders>,
      );

      expect(
        await screen.findByRole('heading', { level: 1, name: /404/ }, { timeout: 10_000 }),
      ).toBeVisible();
      expect(screen.queryByText('This page could not be found')).toBeNull();
      expect(document.documentElement.lang).toBe('es');
      expect(fresh.usePreferencesStore.getState().language).toBe('es');
      expect(localStorage.getItem(STORAGE_KEYS.preferences)).toContain('"language":"es"');
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });
});
