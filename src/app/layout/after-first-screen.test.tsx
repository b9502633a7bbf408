import { act, screen } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { renderWithProviders } from '../../testing/render-with-providers';
import { AfterFirstScreen } from './after-first-screen';

/** A page whose one call is answered when the test says so, with an extra of the frame beside it. */
function renderPageWithExtra() {
  let answer: (value: string) => void = () => undefined;
  const answered = new Promise<string>((resolve) => (answer = resolve));
  function Page() {
    const { data } = useQuery({ queryKey: ['page'], queryFn: () => answered });
    return <h1>{data ?? 'Loading'}</h1>;
  }
  renderWithProviders(
    <>
      <Page />
      <AfterFirstScreen>
        <p>E-mail club</p>
      </AfterFirstScreen>
    </>,
  );
  return { answer: (value: string) => act(() => answer(value)) };
}

describe('AfterFirstScreen', () => {
  beforeEach(() => vi.useFakeTimers());

  it('holds the extra back while the page fetches, and shows it once the page has its data', async () => {
    const { answer } = renderPageWithExtra();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.queryByText('E-mail club')).not.toBeInTheDocument();

    await answer('Menu');
    // A few zero-delay tasks (the query cache's notification, the idle moment), well within 3 s.
    await act(() => vi.advanceTimersByTimeAsync(50));

    expect(screen.getByRole('heading', { name: 'Menu' })).toBeInTheDocument();
    expect(screen.getByText('E-mail club')).toBeInTheDocument();
  });

  it('shows the extra at once on a page that fetches nothing', async () => {
    renderWithProviders(
      <AfterFirstScreen>
        <p>E-mail club</p>
      </AfterFirstScreen>,
    );
    await act(() => vi.advanceTimersByTimeAsync(0));

    expect(screen.getByText('E-mail club')).toBeInTheDocument();
  });

  it('shows the extra after three seconds however long a call of the page stays out', async () => {
    renderPageWithExtra();
    await act(() => vi.advanceTimersByTimeAsync(2900));
    expect(screen.queryByText('E-mail club')).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(100));

    expect(screen.getByText('E-mail club')).toBeInTheDocument();
  });
});
