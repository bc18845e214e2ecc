import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AdminDataProvider } from '../../../providers/dataProvider';
import { templatesPath, TEMPLATES_RESOURCE } from './api';
import { templateRows } from './model';

/**
 * GET lma/session_templates[?unit=]: a unit's templates (every unit's without one). The key starts
 * with the resource name so react-admin's refresh reloads it.
 */
export function useTemplates(unitId: number | string | null | undefined, enabled = true) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  return useQuery({
    queryKey: [TEMPLATES_RESOURCE, 'list', String(unitId ?? '')],
    queryFn: async () => templateRows(await dataProvider.action(templatesPath(unitId), 'GET')),
    enabled,
  });
}
