import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { server } from '../../../../mocks/node';
import { useStories } from './use-stories';

const withLocale =
  (locale: string) =>
  ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <IntlProvider locale={locale} defaultLocale="en-US" messages={{}}>
        {children}
      </IntlProvider>
    </QueryClientProvider>
  );

function recordCmsRequests(): URL[] {
  const seen: URL[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.startsWith('/cms/')) seen.push(new URL(request.url));
  });
  return seen;
}

afterEach(() => server.events.removeAllListeners());

describe('useStories', () => {
  it('reads the global folder, page 1 of 100, in the default language for en-US', async () => {
    const seen = recordCmsRequests();

    const { result } = renderHook(() => useStories({ startsWith: 'global/' }), {
      wrapper: withLocale('en-US'),
    });

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toMatchObject({ page: 1, perPage: 100 });
    expect(result.current.data?.stories.map((story) => story.name)).toContain('Shift Manager');
    expect(seen[0]?.search).toBe('?starts_with=global%2F&page=1&per_page=100');
  });

  it('reads the Spanish stories when the page is in Spanish', async () => {
    const seen = recordCmsRequests();

    const { result } = renderHook(() => useStories({ startsWith: 'global/jobs/', perPage: 2 }), {
      wrapper: withLocale('es'),
    });

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.stories.map((story) => story.name)).toEqual([
      'Miembro del equipo',
      'Gerente de turno',
    ]);
    expect(result.current.data?.total).toBe(3);
    expect(seen[0]?.searchParams.get('language')).toBe('es');
  });
});
