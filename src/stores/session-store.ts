import * as z from 'zod/mini';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import {
  AFTER_SIGN_IN_PATH,
  ORDERING_PROVIDER,
  SESSION_STORAGE_KEYS,
  STORAGE_KEYS,
} from '../config/client-state';
import { isSafeRedirect } from '../lib/safe-redirect';
import { isSessionTokenExpired, sessionTokenSchema, type SessionToken } from './session-token';
import {
  browserSessionStorage,
  createPersistedStorage,
  readPersisted,
  removePersisted,
  writePersisted,
  type PersistedStoreOptions,
} from '../lib/persisted-state';

export { ORDERING_PROVIDER };

export interface SessionState {
  /** Present while a member is signed in (SPEC §6: tokens present = member). */
  token: SessionToken | null;
  /** The visitor chose to check out as a guest. */
  guestUser: boolean;
  /** A guest asked for an account to be created with the order (SPEC §3: default true). */
  createAccount: boolean;
  /** Same-origin path to return to after sign-in (SPEC §4 "Session"). */
  redirect: string | null;
  /** Keeps the token when the ordering provider issued it; any other token signs out and answers false. */
  signIn: (token: SessionToken) => boolean;
  /** Forgets the token and the member's session state; the caller abandons the current order. */
  signOut: () => void;
  /** Stores `path` when it is a safe same-origin path (answers true); otherwise clears the redirect. */
  setRedirect: (path: string | null) => boolean;
  /** The path to go to after sign-in (the stored redirect, else /account); clears the stored one. */
  takeRedirect: () => string;
  setGuestUser: (guestUser: boolean) => void;
  setCreateAccount: (createAccount: boolean) => void;
}

const signedOut = { token: null, guestUser: false, createAccount: true, redirect: null } as const;

/** The guest choice lasts as long as the tab, so a reload at checkout does not ask for it again. */
const readGuestChoice = (): boolean =>
  readPersisted(SESSION_STORAGE_KEYS.guestCheckout, z.boolean(), { storage: browserSessionStorage() }) ??
  false;

function keepGuestChoice(guestUser: boolean): void {
  const storage = browserSessionStorage();
  if (guestUser) writePersisted(SESSION_STORAGE_KEYS.guestCheckout, true, { storage });
  else removePersisted(SESSION_STORAGE_KEYS.guestCheckout, { storage });
}

const persistedSession = z.object({
  // A token from another provider, or not a token at all, drops the whole entry: signed out.
  token: z.nullable(sessionTokenSchema.check(z.refine((token) => token.provider === ORDERING_PROVIDER))),
  // The redirect survives the identity provider's round trip (/account/oauthcallback); a tampered
  // one is forgotten without signing the member out.
  redirect: z.catch(z.nullable(z.string().check(z.refine(isSafeRedirect))), null),
});
type PersistedSession = z.infer<typeof persistedSession>;

const isExpiredSession = ({ token }: PersistedSession, now: number) =>
  token !== null && isSessionTokenExpired(token, now);

/** Persisted under 'token' with no expiry of its own beyond the access token's `expires`. */
export function createSessionStore(options: PersistedStoreOptions = {}) {
  return create<SessionState>()(
    persist(
      (set, get) => ({
        ...signedOut,
        guestUser: readGuestChoice(),
        signIn: (token) => {
          const parsed = sessionTokenSchema.safeParse(token);
          if (!parsed.success || parsed.data.provider !== ORDERING_PROVIDER) {
            set({ ...signedOut, redirect: get().redirect });
            return false;
          }
          keepGuestChoice(false);
          set({ token: parsed.data, guestUser: false });
          return true;
        },
        signOut: () => {
          keepGuestChoice(false);
          set(signedOut);
        },
        setRedirect: (path) => {
          const isSafe = isSafeRedirect(path);
          set({ redirect: isSafe ? path : null });
          return isSafe;
        },
        takeRedirect: () => {
          const { redirect } = get();
          set({ redirect: null });
          return redirect ?? AFTER_SIGN_IN_PATH;
        },
        setGuestUser: (guestUser) => {
          keepGuestChoice(guestUser);
          set({ guestUser });
        },
        setCreateAccount: (createAccount) => set({ createAccount }),
      }),
      {
        name: STORAGE_KEYS.session,
        storage: createPersistedStorage(persistedSession, { ...options, isStale: isExpiredSession }),
        partialize: ({ token, redirect }) => ({ token, redirect }),
      },
    ),
  );
}

export const useSessionStore = createSessionStore();

export const selectIsSignedIn = (state: SessionState): boolean => state.token !== null;
/** SPEC §3: only a token from the ordering auth provider counts as signed in. */
export const hasOrderingProviderToken = (state: SessionState): boolean =>
  state.token?.provider === ORDERING_PROVIDER;
/** For the http client's `Authorization` header (SPEC §7). */
export const selectAccessToken = (state: SessionState): string | undefined => state.token?.access;
export const selectMemberId = (state: SessionState): number | undefined => state.token?.memberId;
