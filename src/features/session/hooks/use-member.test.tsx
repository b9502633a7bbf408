import { act, waitFor } from '@testing-library/react';
import { mockBackend } from '../../../../mocks/node';
import { DEMO_MEMBER } from '../../../../mocks/seed/constants';
import { renderHookWithProviders } from '../../../testing/render-with-providers';
import { useMember } from './use-member';
import { holdDemoMemberSession } from '../../../testing/signed-in-member';

describe('useMember', () => {
  beforeEach(async () => {
    await mockBackend.reset({ signedIn: true });
  });

  it('reads the signed-in member with the leading +1 stripped from the phone (SPEC §3)', async () => {
    expect(DEMO_MEMBER.phone).toBe('+17045550142');
    holdDemoMemberSession();

    const { result } = renderHookWithProviders(() => useMember());

    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(result.current.data).toMatchObject({ email: DEMO_MEMBER.email, phone: '7045550142' });
  });

  it('asks nothing for a guest', async () => {
    const { result } = renderHookWithProviders(() => useMember());

    // Let the mount's effects run: a query that would ask has started fetching by then.
    await act(async () => {});
    expect(result.current.fetchStatus).toBe('idle');
    expect(result.current.data).toBeUndefined();
  });
});
