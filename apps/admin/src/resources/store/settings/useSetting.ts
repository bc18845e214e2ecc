import { useQuery } from '@tanstack/react-query';
import { useDataProvider, usePermissions } from 'react-admin';
import { canDo } from '../../types';
import type { AdminDataProvider } from '../../../providers/dataProvider';
import { settingPath, type SettingKey } from '../api';

export interface SettingRow {
  key: string;
  value: string;
}

/** GET cma/settings/key/{key}: one application setting (public; every staff member may read it). */
export function useSetting(key: SettingKey) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  return useQuery({
    queryKey: ['cma/settings', key],
    queryFn: () => dataProvider.action<SettingRow>(settingPath(key), 'GET'),
  });
}

/** Whether the signed-in staff member may change settings (the staff matrix's cma.settings.update). */
export function useCanEditSettings(): { canEdit: boolean; isPending: boolean } {
  const { permissions, isPending } = usePermissions<string[]>();
  return { canEdit: canDo(permissions, 'cma.settings.update'), isPending };
}
