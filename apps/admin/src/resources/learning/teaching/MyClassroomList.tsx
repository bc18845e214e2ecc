import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { DataTable, SimpleList, useGetIdentity, useTranslate } from 'react-admin';
import { ConsoleList } from '../../../components/ConsoleList';
import { PersianTextField } from '../../../inputs/PersianNumberField';
import { LabelField } from '../../../inputs/StatusFields';
import { nowrapColumns } from '../../../inputs/tableSx';
import { ClassroomStatusField, type ClassroomRecord } from '../shared/fields';
import { faDigits } from '../shared/text';
import { EmptyRows, LoadingRows } from '../shared/ui';

/** What the list is about, above its rows. */
function Intro() {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 1.5, pb: 0.5 }}>
      {translate('app.teaching.intro')}
    </Typography>
  );
}

/** No classroom of theirs yet: what to do about it, in the list's own card. */
function Empty() {
  return (
    <Card variant="outlined" sx={{ mt: 1, px: 2, width: '100%' }}>
      <EmptyRows text="app.teaching.empty" />
    </Card>
  );
}

function PhoneList() {
  const translate = useTranslate();
  const unitOf = (r: ClassroomRecord) => r.unit_info?.title;
  return (
    <SimpleList<ClassroomRecord>
      primaryText={(r) => faDigits(r.title)}
      secondaryText={(r) =>
        [
          unitOf(r) && unitOf(r) !== r.title ? faDigits(unitOf(r)) : null,
          translate(`app.learning.classroom_status.${r.status}`, { _: r.status }),
        ]
          .filter(Boolean)
          .join(' · ')
      }
      tertiaryText={(r) =>
        translate(`app.learning.holding_type.${String(r.holding_type)}`, { _: '' })
      }
      linkType="edit"
    />
  );
}

/**
 * GET lma/classrooms?professor=<the signed-in user>: the classrooms they teach, with their unit,
 * phase and holding type; a row opens the form of its teaching texts.
 */
export function MyClassroomList() {
  const { identity, isPending } = useGetIdentity();
  if (isPending || identity?.id === undefined) return <LoadingRows count={4} height={52} />;
  return (
    <ConsoleList
      filter={{ professor: identity.id }}
      header={<Intro />}
      phone={<PhoneList />}
      empty={<Empty />}
    >
      <DataTable
        rowClick="edit"
        bulkActionButtons={false}
        sx={nowrapColumns('status', 'holding_type')}
      >
        <DataTable.Col source="title" disableSort>
          <PersianTextField source="title" />
        </DataTable.Col>
        <DataTable.Col source="unit_info.title" disableSort>
          <PersianTextField source="unit_info.title" emptyText="app.empty" />
        </DataTable.Col>
        <DataTable.Col source="status" disableSort>
          <ClassroomStatusField source="status" />
        </DataTable.Col>
        <DataTable.Col source="holding_type" disableSort>
          <LabelField source="holding_type" labels="app.learning.holding_type" />
        </DataTable.Col>
      </DataTable>
    </ConsoleList>
  );
}
