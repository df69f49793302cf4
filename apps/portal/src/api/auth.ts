import type { AdminSessionResponse, AdminSetupRequest, AdminSignInRequest } from '@rubric/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, isProblem, setCsrfToken } from './client';

export const SESSION_KEY = ['session'] as const;

/** The current admin, or null when signed out (a 401 here is an answer, not an error). */
export function useSession() {
  return useQuery({
    queryKey: SESSION_KEY,
    queryFn: async (): Promise<AdminSessionResponse | null> => {
      try {
        const session = await call('getAdminSession', {});
        setCsrfToken(session.csrfToken);
        return session;
      } catch (e) {
        if (isProblem(e) && e.status === 401) return null;
        throw e;
      }
    },
    staleTime: Infinity,
    retry: false,
  });
}

export function useSetupStatus(enabled: boolean) {
  return useQuery({
    queryKey: ['setup'],
    queryFn: () => call('getSetupStatus', {}),
    enabled,
    retry: false,
  });
}

function useStoreSession() {
  const qc = useQueryClient();
  return (session: AdminSessionResponse) => {
    setCsrfToken(session.csrfToken);
    qc.setQueryData(['setup'], { needsSetup: false });
    qc.setQueryData(SESSION_KEY, session);
  };
}

export function useSignIn() {
  const store = useStoreSession();
  return useMutation({
    mutationFn: (input: AdminSignInRequest) => call('signIn', { body: input }),
    onSuccess: store,
  });
}

export function useSetup() {
  const store = useStoreSession();
  return useMutation({
    mutationFn: (input: AdminSetupRequest) => call('completeSetup', { body: input }),
    onSuccess: store,
  });
}

export function useSignOut() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => call('signOut', {}),
    onSettled: () => {
      setCsrfToken(null);
      // Nothing of the previous session may linger in the cache for the next admin at this browser.
      // (Not `clear()`: the mounted session observer would keep the removed query and never see null.)
      qc.removeQueries({ predicate: (q) => q.queryKey[0] !== SESSION_KEY[0] });
      qc.setQueryData(SESSION_KEY, null);
    },
  });
}
