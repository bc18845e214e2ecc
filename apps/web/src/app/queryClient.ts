import { isApiError } from '@daneshsara/api-client';
import { MutationCache, QueryClient } from '@tanstack/react-query';
import { errorMessage, toast } from '../features/notify/toast';

declare module '@tanstack/react-query' {
  interface Register {
    /** `silentError`: the screen shows the failure itself (e.g. under a field), no toast. */
    mutationMeta: { silentError?: boolean };
  }
}

/** A refusal (4xx) will not change on retry; a flaky network or a 5xx might. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    mutationCache: new MutationCache({
      // SPEC section 8: every failed action ends in a toast with the server's Persian message.
      onError: (error, _vars, _ctx, mutation) => {
        if (!mutation.meta?.silentError) toast.error(errorMessage(error));
      },
    }),
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
