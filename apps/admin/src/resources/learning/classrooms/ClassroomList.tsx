import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import {
  AutocompleteInput,
  DataTable,
  ReferenceInput,
  SearchInput,
  SelectInput,
  SimpleList,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { ConsoleList } from '../../../components/ConsoleList';
import { PersianTextField } from '../../../inputs/PersianNumberField';
import { nowrapColumns } from '../../../inputs/tableSx';
import { CATEGORY_RESOURCES, KIND_TYPE, PROFESSORS_RESOURCE } from '../api';
import { classroomStatusChoices, holdingTypeChoices } from '../choices';
import {
  ClassroomStatusField,
  CapacityField,
  capacityText,
  PeriodField,
  PriceField,
  priceText,
  type ClassroomRecord,
} from '../shared/fields';
import { faDigits, fullNameText, titleText } from '../shared/text';
import { useClassroomKind } from '../shared/useKind';
import { EventExamButtons } from '../exams';

const searchQuery = (q: string) => (q.trim() ? { q: q.trim() } : {});

function useFilters() {
  const kind = useClassroomKind();
  return [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput key="status" source="status" choices={classroomStatusChoices} alwaysOn />,
    <SelectInput key="holding_type" source="holding_type" choices={holdingTypeChoices} />,
    <ReferenceInput
      key="unit__category"
      source="unit__category"
      reference={CATEGORY_RESOURCES[kind]}
      filter={{ type: KIND_TYPE[kind] }}
      perPage={100}
    >
      <SelectInput optionText={titleText} />
    </ReferenceInput>,
    <ReferenceInput key="professor" source="professor" reference={PROFESSORS_RESOURCE}>
      <AutocompleteInput optionText={fullNameText} filterToQuery={searchQuery} />
    </ReferenceInput>,
  ];
}

/** The picture and the title (the unit's under it when the classroom has its own title). */
function TitleField(_: { source?: string; label?: string }) {
  const record = useRecordContext<ClassroomRecord>();
  if (!record) return null;
  const unit = record.unit_info?.title;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 200 }}>
      <Avatar
        variant="rounded"
        src={record.thumbnail ?? undefined}
        alt=""
        sx={{ width: 44, height: 44, bgcolor: 'action.hover', color: 'text.secondary' }}
      >
        <ImageOutlinedIcon fontSize="small" />
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {faDigits(record.title)}
        </Typography>
        {unit && unit !== record.title && (
          <Typography variant="caption" color="text.secondary">
            {faDigits(unit)}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

function PhoneList() {
  const translate = useTranslate();
  return (
    <SimpleList<ClassroomRecord>
      leftAvatar={(r) =>
        r.thumbnail ? (
          <img
            src={r.thumbnail}
            alt=""
            style={{ width: '100%', height: '100%', objectFit: 'cover' }}
          />
        ) : (
          <ImageOutlinedIcon fontSize="small" />
        )
      }
      primaryText={(r) => faDigits(r.title)}
      secondaryText={(r) =>
        `${translate(`app.learning.classroom_status.${r.status}`, { _: r.status })} · ${priceText(r.price, translate)}`
      }
      tertiaryText={(r) => capacityText(r, translate)}
      linkType="show"
    />
  );
}

/**
 * GET lma/classrooms?unit__category__type=<the screen's kind>: title, unit, professor, phase,
 * price, seats and the registration period; a row opens the classroom's page.
 */
export function ClassroomList() {
  const kind = useClassroomKind();
  const filters = useFilters();
  return (
    <ConsoleList
      filters={filters}
      filter={{ unit__category__type: KIND_TYPE[kind] }}
      create
      header={kind === 'events' ? <EventExamButtons /> : undefined}
      phone={<PhoneList />}
    >
      <DataTable
        rowClick="show"
        bulkActionButtons={false}
        sx={nowrapColumns('status', 'price', 'capacity_usage', 'registration_period')}
      >
        <DataTable.Col source="title" disableSort>
          <TitleField />
        </DataTable.Col>
        <DataTable.Col source="unit_info.title" disableSort>
          <PersianTextField source="unit_info.title" />
        </DataTable.Col>
        <DataTable.Col source="professor_info.full_name" disableSort>
          <PersianTextField source="professor_info.full_name" emptyText="app.empty" />
        </DataTable.Col>
        <DataTable.Col source="status" disableSort>
          <ClassroomStatusField source="status" />
        </DataTable.Col>
        <DataTable.Col source="price">
          <PriceField />
        </DataTable.Col>
        <DataTable.Col source="capacity_usage" disableSort>
          <CapacityField />
        </DataTable.Col>
        <DataTable.Col source="registration_period" disableSort>
          <PeriodField period="registration" compact />
        </DataTable.Col>
      </DataTable>
    </ConsoleList>
  );
}
