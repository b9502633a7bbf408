import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { STORAGE_KEYS } from '../config/client-state';
import { usePreferencesStore, useUiStore } from '../stores';
import { englishOnlyCopy } from '../testing/english-only-copy';
import { desktopLayout } from '../ui/styles/breakpoints';
import { renderRoute } from '../testing/render-route';
import { HomePage, NotFoundPage } from './pages';

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

// Pages are lazily loaded chunks: load them before the tests, which then wait only for the page.
beforeAll(() => Promise.all([HomePage.preload(), NotFoundPage.preload()]));

describe('switching the site to Spanish', () => {
  beforeEach(() => {
    // The desktop layout, whose header carries the language toggle.
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === desktopLayout,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
  });
  afterEach(() => vi.unstubAllGlobals());

  it.each(['/', '/no-such-page'])(
    'changes every visible string on %s, the title and <html lang>, and keeps the choice',
    async (path) => {
      renderRoute(path);
      await screen.findByRole('heading', { level: 1 });
      await screen.findByText(/Made from scratch since 1977|This page could not be found/);
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
    renderRoute('/no-such-page', { locale: 'es' });
    await screen.findByRole('heading', { level: 1, name: /404/ });
    expect(document.documentElement.lang).toBe('es');

    await userEvent.click(screen.getByRole('button', { name: 'English' }));

    expect(await screen.findByText('This page could not be found')).toBeVisible();
    expect(document.documentElement.lang).toBe('en-US');
    expect(usePreferencesStore.getState().language).toBe('en-US');
  });

  it('starts in the language an initial ?lang= forces over the stored one, and stores it', async () => {
    // A fresh start of the app's providers, as on a page load with that address: this test renders
    // them itself, since the language they start in is what it checks.
    window.history.replaceState(null, '', '/?lang=es');
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

    expect(await screen.findByRole('heading', { level: 1, name: /404/ })).toBeVisible();
    expect(screen.queryByText('This page could not be found')).toBeNull();
    expect(document.documentElement.lang).toBe('es');
    expect(fresh.usePreferencesStore.getState().language).toBe('es');
    expect(localStorage.getItem(STORAGE_KEYS.preferences)).toContain('"language":"es"');
  });
});
