import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { mockBackend } from '../../../../mocks/node';
import { DEMO_ACCESS_TOKEN, DEMO_MEMBER } from '../../../../mocks/seed/constants';
import { useSessionStore } from '../../../stores';
import { resetSessionForTest } from '../test-support';
import { useMember } from './use-member';

function wrapper({ children }: { children: ReactNode }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

describe('useMember', () => {
  beforeEach(async () => {
    resetSessionForTest();
    await mockBackend.reset({ signedIn: true });
  });

  it('reads the signed-in member with the leading +1 stripped from the phone (SPEC §3)', async () => {
    expect(DEMO_MEMBER.phone).toBe('+17045550142');
    useSessionStore
      .getState()
      .signIn({ access: DEMO_ACCESS_TOKEN, memberId: DEMO_MEMBER.id, provider: 'ordering' });

    const { result } = renderHook(() => useMember(), { wrapper });

    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(result.current.data).toMatchObject({ email: DEMO_MEMBER.email, phone: '7045550142' });
  });

  it('asks nothing for a guest', async () => {
    const { result } = renderHook(() => useMember(), { wrapper });

    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current.fetchStatus).toBe('idle');
    expect(result.current.data).toBeUndefined();
  });
});
