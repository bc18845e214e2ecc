import Divider from '@mui/material/Divider';
import ListSubheader from '@mui/material/ListSubheader';
import { Fragment } from 'react';
import { Menu, usePermissions, useSidebarState, useTranslate } from 'react-admin';
import { resources } from '../resources';
import { canSeeReports, ReportsMenuItem } from '../resources/reports';
import { StoreRouteMenuItems } from '../resources/store';
import { PageEditorMenuItem } from '../resources/content/routes';
import { CheckInMenuItem } from '../resources/learning/check-in';
import { canSeeResource, type ResourceModule } from '../resources/types';
import { MENU_GROUPS, type MenuGroup } from './menuGroups';

function itemsOf(group: MenuGroup, roles: string[] | undefined): ResourceModule[] {
  return resources
    .filter((r) => r.menuGroup === group && r.list && canSeeResource(r, roles))
    .sort((a, b) => (a.menuOrder ?? 0) - (b.menuOrder ?? 0));
}

/** The side menu: the dashboard, then one titled block per area that has resources. */
export function AppMenu() {
  const translate = useTranslate();
  const [open] = useSidebarState();
  const { permissions } = usePermissions<string[]>();
  return (
    <Menu>
      <Menu.DashboardItem primaryText={translate('app.menu.dashboard')} />
      {MENU_GROUPS.map((group) => {
        const items = itemsOf(group, permissions);
        const reports = group === 'reports' && canSeeReports(permissions);
        if (!items.length && !reports) return null;
        return (
          <Fragment key={group}>
            {open ? (
              <ListSubheader
                disableSticky
                sx={{ bgcolor: 'transparent', lineHeight: '32px', mt: 1, fontWeight: 700 }}
              >
                {translate(`app.menu.groups.${group}`)}
              </ListSubheader>
            ) : (
              <Divider sx={{ my: 1 }} />
            )}
            {items.map((r) => (
              <Menu.ResourceItem key={r.name} name={r.name} />
            ))}
            {group === 'events' && <CheckInMenuItem />}
            {group === 'content' && <PageEditorMenuItem />}
            {group === 'store' && <StoreRouteMenuItems />}
            {reports && <ReportsMenuItem />}
          </Fragment>
        );
      })}
    </Menu>
  );
}
