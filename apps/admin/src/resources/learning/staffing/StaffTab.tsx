import PersonAddAlt1OutlinedIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import PersonRemoveOutlinedIcon from '@mui/icons-material/PersonRemoveOutlined';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import {
  AutocompleteArrayInput,
  DataTable,
  ReferenceArrayInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { nowrapColumns } from '../../../inputs/tableSx';
import { candidateSearch } from '../classrooms/MemberActions';
import { useOnePage } from '../projects/kit/onePage';
import { CardLine, PersonCell, RowCards, TabSection } from '../projects/kit/parts';
import { useTabList } from '../projects/kit/useTabList';
import { ConfirmButton, DialogButton } from '../shared/buttons';
import type { ClassroomRecord } from '../shared/fields';
import { faDigits } from '../shared/text';
import { EmptyRows, RowButtons } from '../shared/ui';
import { useLmaCall } from '../shared/useLmaCall';
import {
  assignPath,
  candidateLine,
  pickerFilter,
  removePath,
  STAFF_API,
  STAFF_LABELS,
  staffPerson,
  toAssignPayload,
  type StaffCandidate,
  type StaffKind,
  type StaffRow,
} from './model';

const texts = (kind: StaffKind) => `app.lma_staff.${kind}`;

/**
 * «افزودن ارزیاب» / «افزودن سرگروه»: users with the role who are not in the classroom yet
 * (GET uma/users/unassigned_…_with_last_passed_unit), then PUT lma/classrooms/{id}/graders |
 * leaders with the picked ones (the API adds them; who is in stays).
 */
function AddStaffButton({ kind, classroomId }: { kind: StaffKind; classroomId: number | string }) {
  const translate = useTranslate();
  const { call } = useLmaCall();
  const lastPassed = (title: string | null) =>
    title
      ? translate('app.lma_staff.last_passed', { title })
      : translate('app.lma_staff.no_passed_unit');
  return (
    <DialogButton
      label={`${texts(kind)}.add`}
      variant="contained"
      icon={<PersonAddAlt1OutlinedIcon />}
      title={`${texts(kind)}.add_title`}
      submitLabel={`${texts(kind)}.add_submit`}
      defaultValues={{ users: [] }}
      validate={(values) =>
        toAssignPayload(kind, values.users)[STAFF_API[kind].action].length
          ? {}
          : { users: 'app.lma_staff.pick_required' }
      }
      onSubmit={async (values) => {
        const body = toAssignPayload(kind, values.users);
        const result = await call(assignPath(kind, classroomId), 'PUT', body, () => ({
          message: `${texts(kind)}.added`,
          args: { count: body[STAFF_API[kind].action].length },
        }));
        if (result.ok) return undefined;
        // The API names the field `graders`/`leaders`; the picker here is `users`.
        const error = result.errors?.[STAFF_API[kind].action];
        return error ? { users: error } : (result.errors ?? { root: '' });
      }}
    >
      <Alert severity="info" sx={{ mb: 1 }}>
        {translate(`${texts(kind)}.add_help`)}
      </Alert>
      <ReferenceArrayInput
        source="users"
        reference={STAFF_API[kind].picker}
        filter={pickerFilter(kind, classroomId)}
        perPage={20}
        sort={{ field: 'id', order: 'DESC' }}
      >
        <AutocompleteArrayInput
          label={`${texts(kind)}.picker`}
          optionText={(user: StaffCandidate) => candidateLine(user, lastPassed)}
          filterToQuery={candidateSearch}
          helperText="app.lma_staff.picker_help"
          noOptionsText={`${texts(kind)}.no_candidates`}
          fullWidth
        />
      </ReferenceArrayInput>
    </DialogButton>
  );
}

function PersonField({ kind }: { source?: string; kind: StaffKind }) {
  const row = useRecordContext<StaffRow>();
  if (!row) return null;
  return <PersonCell person={staffPerson(row, kind)} />;
}

function MobileField({ kind }: { source?: string; kind: StaffKind }) {
  const row = useRecordContext<StaffRow>();
  const translate = useTranslate();
  const mobile = row ? staffPerson(row, kind)?.mobile_number : null;
  return (
    <Typography component="span" variant="body2" sx={{ unicodeBidi: 'isolate' }}>
      {mobile ? faDigits(mobile) : translate('app.empty')}
    </Typography>
  );
}

/** «آخرین درس گذرانده»: the title of the unit they passed last, or «ندارد». */
function LastPassedField(_: { source?: string }) {
  const row = useRecordContext<StaffRow>();
  const translate = useTranslate();
  if (!row) return null;
  return (
    <Typography
      component="span"
      variant="body2"
      color={row.last_passed_unit_title ? undefined : 'text.secondary'}
    >
      {row.last_passed_unit_title
        ? faDigits(row.last_passed_unit_title)
        : translate('app.lma_staff.none')}
    </Typography>
  );
}

/** DELETE lma/classroom_graders/{id} | lma/classroom_leaders/{id} (the user keeps the role). */
function RemoveStaffButton({ kind }: { source?: string; kind: StaffKind }) {
  const row = useRecordContext<StaffRow>();
  const { call } = useLmaCall();
  if (!row) return null;
  return (
    <RowButtons>
      <ConfirmButton
        label="app.lma_staff.remove"
        icon={<PersonRemoveOutlinedIcon />}
        color="error"
        title={`${texts(kind)}.remove_title`}
        content={`${texts(kind)}.remove_content`}
        translateOptions={{ name: faDigits(staffPerson(row, kind)?.full_name ?? '') }}
        onConfirm={async () =>
          (await call(removePath(kind, row.id), 'DELETE', undefined, `${texts(kind)}.removed`)).ok
        }
      />
    </RowButtons>
  );
}

function StaffTable({ kind }: { kind: StaffKind }) {
  return (
    <DataTable<StaffRow>
      bulkActionButtons={false}
      rowClick={false}
      empty={<EmptyRows text={`${texts(kind)}.empty`} />}
      sx={nowrapColumns('mobile_number')}
    >
      <DataTable.Col source="person" disableSort>
        <PersonField kind={kind} />
      </DataTable.Col>
      <DataTable.Col source="mobile_number" disableSort>
        <MobileField kind={kind} />
      </DataTable.Col>
      <DataTable.Col source="last_passed_unit_title">
        <LastPassedField />
      </DataTable.Col>
      <DataTable.Col source="actions" disableSort>
        <RemoveStaffButton kind={kind} />
      </DataTable.Col>
    </DataTable>
  );
}

function StaffCards({ kind }: { kind: StaffKind }) {
  return (
    <RowCards<StaffRow>
      empty={`${texts(kind)}.empty`}
      render={(row) => ({
        title: <PersonCell person={staffPerson(row, kind)} withMobile />,
        lines: [
          <CardLine key="u" label={`resources.${STAFF_LABELS}.fields.last_passed_unit_title`}>
            <LastPassedField />
          </CardLine>,
        ],
        actions: <RemoveStaffButton kind={kind} />,
      })}
    />
  );
}

/** One of the two cards: the classroom's graders, or its team leaders. */
function StaffSection({ kind, classroomId }: { kind: StaffKind; classroomId: number | string }) {
  const rows = useOnePage<StaffRow>(STAFF_API[kind].list, { classroom: classroomId });
  const list = useTabList(rows);
  return (
    <TabSection
      title={`${texts(kind)}.title`}
      action={<AddStaffButton kind={kind} classroomId={classroomId} />}
      resource={STAFF_LABELS}
      list={list}
      table={<StaffTable kind={kind} />}
      cards={<StaffCards kind={kind} />}
    />
  );
}

/**
 * «ارزیابان و سرگروه‌ها»: the classroom's graders and team leaders with their last passed unit;
 * add through a picker of users with the role, remove from the classroom.
 */
export function StaffTab(_: { label?: false }) {
  const record = useRecordContext<ClassroomRecord>();
  if (!record) return null;
  return (
    <>
      <StaffSection kind="grader" classroomId={record.id} />
      <StaffSection kind="leader" classroomId={record.id} />
    </>
  );
}
