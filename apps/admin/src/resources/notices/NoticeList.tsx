import { formatJalaliDateTime, toPersianDigits } from '@daneshsara/domain';
import { DataTable, SelectField, SimpleList, useTranslate } from 'react-admin';
import { ConsoleList } from '../../components/ConsoleList';
import { ChipLabelField } from '../../inputs/ChipLabelField';
import { JalaliDateField } from '../../inputs/JalaliDateField';
import { PersianNumberField, PersianTextField } from '../../inputs/PersianNumberField';
import { listFilters } from '../../inputs/listFilters';
import { nowrapColumns } from '../../inputs/tableSx';
import type { NoticeRow } from './api';
import { NOTICE_STATUS_COLORS, noticeAudienceChoices, noticeStatusChoices } from './choices';
import { DeliveredField } from './NoticeProgress';

const filters = listFilters({
  choices: [
    { source: 'status', choices: noticeStatusChoices },
    { source: 'audience', choices: noticeAudienceChoices },
  ],
  dateRange: 'creation_time',
});

function PhoneList() {
  const translate = useTranslate();
  return (
    <SimpleList<NoticeRow>
      primaryText={(r) => toPersianDigits(r.title)}
      secondaryText={(r) =>
        `${translate(`app.notices.audience.${r.audience}`)} · ${translate(`app.notices.status.${r.status}`)} · ${translate(
          'app.notices.delivered_of',
          {
            delivered: toPersianDigits(String(r.delivered_count)),
            total: toPersianDigits(String(r.receivers_count)),
          },
        )}`
      }
      tertiaryText={(r) => formatJalaliDateTime(r.creation_time)}
      linkType="show"
    />
  );
}

/** GET mma/notices: the newest first, by status, audience, days and words of the title or text. */
export function NoticeList() {
  return (
    <ConsoleList
      filters={filters}
      create="app.notices.create.action"
      sort={{ field: 'id', order: 'DESC' }}
      phone={<PhoneList />}
    >
      <DataTable rowClick="show" bulkActionButtons={false} sx={nowrapColumns('creation_time')}>
        <DataTable.Col source="id">
          <PersianNumberField source="id" />
        </DataTable.Col>
        <DataTable.Col source="title" disableSort>
          <PersianTextField source="title" />
        </DataTable.Col>
        <DataTable.Col source="audience" disableSort>
          <SelectField source="audience" choices={noticeAudienceChoices} />
        </DataTable.Col>
        <DataTable.Col source="status" disableSort>
          <ChipLabelField source="status" labels="app.notices.status" colors={NOTICE_STATUS_COLORS} />
        </DataTable.Col>
        <DataTable.Col source="delivered_count" disableSort>
          <DeliveredField />
        </DataTable.Col>
        <DataTable.Col source="creation_time">
          <JalaliDateField source="creation_time" showTime />
        </DataTable.Col>
      </DataTable>
    </ConsoleList>
  );
}
