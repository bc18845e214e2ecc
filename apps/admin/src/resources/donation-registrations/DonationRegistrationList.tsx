import { formatRial, type DonationRegistrationRow } from '@daneshsara/domain';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataTable,
  ReferenceInput,
  SearchInput,
  SelectInput,
  SimpleList,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { ConsoleList } from '../../components/ConsoleList';
import { JalaliDateField } from '../../inputs/JalaliDateField';
import { dateRangeFilters } from '../../inputs/listFilters';
import { PersianNumberField } from '../../inputs/PersianNumberField';
import { RialField } from '../../inputs/RialField';
import { nowrapColumns } from '../../inputs/tableSx';

const registrationFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="donation" source="donation" reference="donations" alwaysOn>
    <SelectInput optionText="title" />
  </ReferenceInput>,
  <ReferenceInput
    key="donation__category"
    source="donation__category"
    reference="donation-categories"
    alwaysOn
  >
    <SelectInput optionText="title" />
  </ReferenceInput>,
  ...dateRangeFilters(),
];

/** The donor's name as they gave it, marked when they asked to stay anonymous on the site. */
function DonorField() {
  const record = useRecordContext<DonationRegistrationRow>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Typography component="span" variant="body2">
        {record.full_name || record.owner_info?.full_name || ''}
      </Typography>
      {record.is_private && (
        <Chip size="small" variant="outlined" label={translate('app.donations.private')} />
      )}
    </Stack>
  );
}

function PhoneList() {
  return (
    <SimpleList<DonationRegistrationRow>
      primaryText={(r) => r.full_name || r.owner_info?.full_name || ''}
      secondaryText={(r) => `${r.donation_info?.title ?? ''} · ${formatRial(r.amount)}`}
      linkType={false}
    />
  );
}

/** GET dma/registrations: paid donations, by cause, category and days; xlsx export. */
export function DonationRegistrationList() {
  return (
    <ConsoleList filters={registrationFilters} exportXlsx phone={<PhoneList />}>
      <DataTable
        rowClick={false}
        bulkActionButtons={false}
        sx={nowrapColumns('amount', 'creation_time', 'mobile_number')}
      >
        <DataTable.Col source="id">
          <PersianNumberField source="id" />
        </DataTable.Col>
        <DataTable.Col source="full_name" disableSort>
          <DonorField />
        </DataTable.Col>
        <DataTable.Col source="mobile_number" disableSort>
          <PersianNumberField source="mobile_number" />
        </DataTable.Col>
        <DataTable.Col source="donation_info.title" disableSort />
        <DataTable.Col source="donation_info.category_info.title" disableSort />
        <DataTable.Col source="amount">
          <RialField source="amount" />
        </DataTable.Col>
        <DataTable.Col source="creation_time">
          <JalaliDateField source="creation_time" showTime />
        </DataTable.Col>
      </DataTable>
    </ConsoleList>
  );
}
