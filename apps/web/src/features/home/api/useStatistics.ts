import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { queryKeys } from '../../../lib/queryKeys';

/** Public counters; the section hides itself when the server does not answer (yet). */
export function useStatistics() {
  return useQuery({
    queryKey: queryKeys.statistics,
    queryFn: ({ signal }) => api.rma.getStatistics(signal),
    retry: false,
    staleTime: 5 * 60_000,
  });
}
