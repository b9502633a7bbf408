import { waitFor } from '@testing-library/react';
import { server } from '../../../../mocks/node';
import { renderHookWithProviders } from '../../../testing/render-with-providers';
import { useStories } from './use-stories';

function recordCmsRequests(): URL[] {
  const seen: URL[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.startsWith('/cms/')) seen.push(new URL(request.url));
  });
  return seen;
}

describe('useStories', () => {
  it('reads the global folder, page 1 of 100, in the default language for en-US', async () => {
    const seen = recordCmsRequests();

    const { result } = renderHookWithProviders(() => useStories({ startsWith: 'global/' }));

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toMatchObject({ page: 1, perPage: 100 });
    expect(result.current.data?.stories.map((story) => story.name)).toContain('Shift Manager');
    expect(seen[0]?.search).toBe('?starts_with=global%2F&page=1&per_page=100');
  });

  it('reads the Spanish stories when the page is in Spanish', async () => {
    const seen = recordCmsRequests();

    const { result } = renderHookWithProviders(() => useStories({ startsWith: 'global/jobs/', perPage: 2 }), {
      locale: 'es',
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
