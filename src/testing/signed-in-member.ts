import { mockBackend } from '../../mocks/node';
import { DEMO_ACCESS_TOKEN, DEMO_MEMBER } from '../../mocks/seed/constants';
import { useSessionStore } from '../stores';

/** The demo member's token in the session store, as a sign-in leaves it (the backend as it is). */
export function holdDemoMemberSession(): void {
  useSessionStore
    .getState()
    .signIn({ access: DEMO_ACCESS_TOKEN, memberId: DEMO_MEMBER.id, provider: 'ordering' });
}

/** The demo member signed in: the mock backend seeded with their session, the token in the store. */
export async function signInDemoMember(): Promise<void> {
  await mockBackend.reset({ signedIn: true });
  holdDemoMemberSession();
}
