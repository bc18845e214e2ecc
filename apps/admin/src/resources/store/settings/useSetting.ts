import { useQuery } from '@tanstack/react-query';
import { useDataProvider, usePermissions } from 'react-admin';
import type { AdminDataProvider } from '../../../providers/dataProvider';
import { hasStoreRole, STORE_SETTINGS_ROLES } from '../access';
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

/** Whether the signed-in staff member may change settings (cma.settings: admin, superuser). */
export function useCanEditSettings(): { canEdit: boolean; isPending: boolean } {
  const { permissions, isPending } = usePermissions<string[]>();
  return { canEdit: hasStoreRole(permissions, STORE_SETTINGS_ROLES), isPending };
}
