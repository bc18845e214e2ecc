import DashboardCustomizeOutlinedIcon from '@mui/icons-material/DashboardCustomizeOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import OpenInNewOutlinedIcon from '@mui/icons-material/OpenInNewOutlined';
import Box from '@mui/material/Box';
import MuiButton from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  DataTable,
  TextInput,
  required,
  usePermissions,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { ConsoleList } from '../../../components/ConsoleList';
import { ActionDialog } from '../../../inputs/ActionDialog';
import { JalaliDateField } from '../../../inputs/JalaliDateField';
import { listFilters } from '../../../inputs/listFilters';
import { DELIVERY_COST_ROUTE, PURCHASE_REGULATIONS_ROUTE } from '../../store/api';
import { canDo } from '../../types';
import { PAGE_EDITOR_PATH } from '../routes';
import { settingKind, settingPreview, type SettingRecord } from './settingRows';

/** A row's button keeps its words on one line; on a phone it is its icon (named for readers). */
const ONE_LINE = {
  whiteSpace: 'nowrap',
  minWidth: 0,
  '& .MuiButton-startIcon': { mx: { xs: 0, sm: 0.5 } },
} as const;
function Words({ children }: { children: string }) {
  return (
    <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
      {children}
    </Box>
  );
}

/** Keys with a screen of their own (a Rial input, the regulations' editor). */
const OWN_SCREEN: Record<string, string> = {
  'DeliveryCost-post-pishtaz': DELIVERY_COST_ROUTE,
  PurchaseRegulations: PURCHASE_REGULATIONS_ROUTE,
};

/** The setting's Persian name over its key (LTR, as the API names it). */
function KeyCell() {
  const record = useRecordContext<SettingRecord>();
  const translate = useTranslate();
  if (!record) return null;
  const kind = settingKind(record.key);
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        {translate(kind.label, kind.args)}
      </Typography>
      <Typography
        variant="caption"
        color="text.secondary"
        dir="ltr"
        sx={{ display: 'block', overflowWrap: 'anywhere' }}
      >
        {record.key}
      </Typography>
    </Box>
  );
}

function ValueCell() {
  const record = useRecordContext<SettingRecord>();
  const translate = useTranslate();
  if (!record) return null;
  const preview = settingPreview(record);
  const plain = 'plain' in preview;
  return (
    <Typography
      variant="body2"
      dir={plain && preview.ltr ? 'ltr' : undefined}
      sx={{ maxWidth: 360, overflowWrap: 'anywhere', textAlign: 'start' }}
      data-testid="setting-value"
    >
      {plain ? preview.plain : translate(preview.i18n, preview.args)}
    </Typography>
  );
}

/**
 * What a row offers: a page opens in the page editor; a setting with its own screen opens it;
 * any other plain value is edited here, in a dialog (PUT cma/settings/key/{key}), by the roles
 * the staff matrix lets change settings (cma.settings.update); others only read it.
 */
function RowAction() {
  const record = useRecordContext<SettingRecord>();
  const translate = useTranslate();
  const { permissions } = usePermissions<string[]>();
  const [open, setOpen] = useState(false);
  if (!record) return null;
  if (settingKind(record.key).page) {
    return (
      <MuiButton
        size="small"
        component={Link}
        to={`${PAGE_EDITOR_PATH}?key=${encodeURIComponent(record.key)}`}
        startIcon={<DashboardCustomizeOutlinedIcon />}
        sx={ONE_LINE}
        aria-label={translate('app.content.settings.open_page')}
      >
        <Words>{translate('app.content.settings.open_page')}</Words>
      </MuiButton>
    );
  }
  if (!canDo(permissions, 'cma.settings.update')) return null;
  const own = OWN_SCREEN[record.key];
  if (own) {
    return (
      <MuiButton
        size="small"
        component={Link}
        to={own}
        startIcon={<OpenInNewOutlinedIcon />}
        sx={ONE_LINE}
        aria-label={translate('app.content.settings.open_screen')}
      >
        <Words>{translate('app.content.settings.open_screen')}</Words>
      </MuiButton>
    );
  }
  return (
    <>
      <MuiButton
        size="small"
        onClick={() => setOpen(true)}
        startIcon={<EditOutlinedIcon />}
        sx={ONE_LINE}
        aria-label={translate('app.content.settings.edit_named', { key: record.key })}
      >
        <Words>{translate('ra.action.edit')}</Words>
      </MuiButton>
      <ActionDialog
        open={open}
        onClose={() => setOpen(false)}
        title="app.content.settings.edit_title"
        submitLabel="ra.action.save"
        defaultValues={{ value: typeof record.value === 'string' ? record.value : '' }}
        maxWidth="xs"
        action={{
          path: `cma/settings/key/${encodeURIComponent(record.key)}`,
          method: 'PUT',
          body: (v) => ({ value: String(v.value ?? '').trim() }),
          done: 'app.content.settings.saved',
        }}
      >
        <Typography variant="body2" color="text.secondary" dir="ltr" sx={{ textAlign: 'start' }}>
          {record.key}
        </Typography>
        <TextInput
          source="value"
          label="app.content.settings.value"
          validate={required()}
          multiline={typeof record.value === 'string' && record.value.length > 60}
          slotProps={{ htmlInput: { dir: 'auto' } }}
        />
      </ActionDialog>
    </>
  );
}

const filters = listFilters({});

/**
 * /admin/settings: every setting (GET cma/settings, content staff): its name and key, its value
 * in short, when it last changed, and where to change it.
 */
export function SettingsList() {
  const columns = (phone: boolean) => (
    <DataTable rowClick={false} bulkActionButtons={false}>
      <DataTable.Col source="key" label="app.content.settings.key" disableSort>
        <KeyCell />
      </DataTable.Col>
      {!phone && (
        <DataTable.Col source="value" label="app.content.settings.value" disableSort>
          <ValueCell />
        </DataTable.Col>
      )}
      {!phone && (
        <DataTable.Col
          source="last_modification_time"
          label="app.content.settings.changed"
          disableSort
        >
          <JalaliDateField source="last_modification_time" showTime emptyText="app.empty" />
        </DataTable.Col>
      )}
      <DataTable.Col label="" disableSort>
        <RowAction />
      </DataTable.Col>
    </DataTable>
  );
  return (
    <ConsoleList
      filters={filters}
      filterButton={false}
      sort={{ field: 'key', order: 'ASC' }}
      perPage={25}
      phone={columns(true)}
    >
      {columns(false)}
    </ConsoleList>
  );
}
