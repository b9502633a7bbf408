import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { loadMessages } from '../../i18n/load-messages';
import { STORAGE_KEYS } from '../../config/client-state';
import { usePreferencesStore, useUiStore } from '../../stores';
import { renderWithProviders } from '../../testing/render-with-providers';
import { LanguageToggle } from './language-toggle';

vi.mock('../../i18n/load-messages', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../i18n/load-messages')>();
  return { ...actual, loadMessages: vi.fn(actual.loadMessages) };
});

const spanishNeverArrives = () =>
  vi
    .mocked(loadMessages)
    .mockImplementation((locale) => (locale === 'es' ? new Promise(() => undefined) : Promise.resolve({})));

const isLoading = () => useUiStore.getState().loading;

describe('LanguageToggle', () => {
  beforeEach(() => {
    vi.mocked(loadMessages).mockReset();
    document.documentElement.lang = 'en-US';
  });

  it('offers English / Español, each named in its own language, with the one shown pressed', () => {
    renderWithProviders(<LanguageToggle />);

    const group = screen.getByRole('group', { name: 'Language' });
    const englishButton = screen.getByRole('button', { name: 'English' });
    const spanishButton = screen.getByRole('button', { name: 'Español' });
    expect(group).toContainElement(englishButton);
    expect(englishButton).toHaveAttribute('lang', 'en');
    expect(spanishButton).toHaveAttribute('lang', 'es');
    expect(englishButton).toHaveAttribute('aria-pressed', 'true');
    expect(spanishButton).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows the loading state until Spanish shows, then stores the choice and sets <html lang>', async () => {
    renderWithProviders(<LanguageToggle />);

    fireEvent.click(screen.getByRole('button', { name: 'Español' }));
    expect(isLoading()).toBe(true);

    expect(await screen.findByRole('group', { name: 'Idioma' })).toBeVisible();
    expect(document.documentElement.lang).toBe('es');
    expect(screen.getByRole('button', { name: 'Español' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(isLoading()).toBe(false));
    expect(localStorage.getItem(STORAGE_KEYS.preferences)).toContain('"language":"es"');
  });

  it('gives up after 5 seconds when the language never loads: loading ends and English stays', async () => {
    vi.useFakeTimers();
    spanishNeverArrives();
    renderWithProviders(<LanguageToggle />);

    fireEvent.click(screen.getByRole('button', { name: 'Español' }));
    await act(() => vi.advanceTimersByTimeAsync(4_900));
    expect(isLoading()).toBe(true);

    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(isLoading()).toBe(false);
    expect(usePreferencesStore.getState().language).toBe('en-US');
    expect(localStorage.getItem(STORAGE_KEYS.preferences)).toContain('"language":"en-US"');
    expect(document.documentElement.lang).toBe('en-US');
    expect(screen.getByRole('group', { name: 'Language' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('lets a second choice take over from a switch still waiting', async () => {
    vi.useFakeTimers();
    spanishNeverArrives();
    renderWithProviders(<LanguageToggle />);

    fireEvent.click(screen.getByRole('button', { name: 'Español' }));
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    // While Spanish is loading, English is still shown and still offered.
    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(isLoading()).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(100));

    expect(isLoading()).toBe(false);
    expect(usePreferencesStore.getState().language).toBe('en-US');
    // The abandoned switch does not come back to end someone else's loading state later.
    useUiStore.setState({ loading: true });
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(isLoading()).toBe(true);
  });

  it('does nothing when the language shown is chosen again', () => {
    renderWithProviders(<LanguageToggle />);

    fireEvent.click(screen.getByRole('button', { name: 'English' }));

    expect(isLoading()).toBe(false);
    expect(vi.mocked(loadMessages)).not.toHaveBeenCalled();
  });
});
