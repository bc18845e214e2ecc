import { formatJalaliDateTime, toPersianDigits } from '@daneshsara/domain';
import AddOutlinedIcon from '@mui/icons-material/AddOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MuiButton from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  DataTable,
  FormDataConsumer,
  Link,
  useDataProvider,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { nowrapColumns } from '../../../inputs/tableSx';
import { CANDIDATES_RESOURCE } from '../api';
import { markText, useOnePage } from '../projects/kit/onePage';
import { CardLine, RowCards, TabSection } from '../projects/kit/parts';
import { sameCode, useTabList } from '../projects/kit/useTabList';
import { DeleteRowButton, FormDialogButton } from '../shared/buttons';
import { DecimalInput } from '../shared/DecimalInput';
import { DigitsInput } from '../shared/text';
import { EmptyRows, FlagChip, RowButtons } from '../shared/ui';
import { useLmaCall } from '../shared/useLmaCall';
import {
  cleanCode,
  existingFor,
  HISTORIES_LABELS,
  HISTORIES_PATH,
  HISTORY_PASS_MARK,
  isPassing,
  toHistoryPayload,
  unitHistoryCreateRoute,
  unitHistoryRoute,
  validateHistory,
  type HistoryRow,
} from './model';

const label = (field: string) => `resources.${HISTORIES_LABELS}.fields.${field}`;

interface Owner {
  id: number;
  full_name?: string;
  national_code?: string | null;
}

/**
 * Who has these national codes in the platform (the users picker, filtered by national_code):
 * a history row names its person when there is an account with that code.
 */
export function useCodeOwners(codes: readonly string[]) {
  const dataProvider = useDataProvider();
  const key = [...new Set(codes)].sort();
  return useQuery({
    queryKey: ['lma-history-owners', key],
    enabled: key.length > 0,
    queryFn: async () => {
      const { data } = await dataProvider.getList<Owner>(CANDIDATES_RESOURCE, {
        filter: { national_code: key },
        pagination: { page: 1, perPage: key.length },
        sort: { field: 'id', order: 'ASC' },
      });
      return new Map(data.map((u) => [u.national_code ?? '', u.full_name ?? '']));
    },
  });
}

/** Under the national code: whose it is, and whether the unit already has a mark for it. */
function CodeHint({ code, rows }: { code: unknown; rows: readonly HistoryRow[] }) {
  const translate = useTranslate();
  const clean = cleanCode(code);
  const complete = /^\d{10}$/.test(clean);
  const owners = useCodeOwners(complete ? [clean] : []);
  if (!complete) return null;
  const existing = existingFor(rows, clean);
  const name = owners.data?.get(clean);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, mb: 1 }}>
      {owners.isPending ? null : name ? (
        <Alert severity="success">
          {translate('app.lma_histories.owner', { name: toPersianDigits(name) })}
        </Alert>
      ) : (
        <Alert severity="info">{translate('app.lma_histories.no_owner')}</Alert>
      )}
      {existing && (
        <Alert severity="warning">
          {translate('app.lma_histories.replaces', { score: markText(existing.score) })}
        </Alert>
      )}
    </Box>
  );
}

/** The form's two fields: the national code (with its hint) and the mark out of 20. */
export function HistoryFields({
  rows,
  codeReadOnly = false,
}: {
  rows: readonly HistoryRow[];
  codeReadOnly?: boolean;
}) {
  return (
    <>
      <DigitsInput
        source="national_code"
        label={label('national_code')}
        helperText={codeReadOnly ? false : 'app.lma_histories.national_code_help'}
        readOnly={codeReadOnly}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10, dir: 'ltr' } }}
        isRequired
        fullWidth
      />
      {!codeReadOnly && (
        <FormDataConsumer>
          {({ formData }) => <CodeHint code={formData.national_code} rows={rows} />}
        </FormDataConsumer>
      )}
      <DecimalInput
        source="score"
        label={label('score')}
        helperText="app.lma_histories.score_help"
        isRequired
        fullWidth
      />
    </>
  );
}

/** «افزودن سابقه»: POST {unit, national_code, score} (a second one for a code replaces it). */
function AddHistoryButton({
  unitId,
  rows,
}: {
  unitId: number | string;
  rows: readonly HistoryRow[];
}) {
  const translate = useTranslate();
  const { submit } = useLmaCall();
  return (
    <FormDialogButton
      create="app.lma_histories.create.action"
      title="app.lma_histories.create.title"
      maxWidth="xs"
      defaultValues={{ national_code: '', score: null }}
      validate={validateHistory}
      onSubmit={(values) =>
        submit(
          HISTORIES_PATH,
          'POST',
          toHistoryPayload(values, unitId),
          'app.lma_histories.create.done',
        )
      }
    >
      <Alert severity="info" sx={{ mb: 1 }}>
        {translate('app.lma_histories.help', {
          mark: toPersianDigits(HISTORY_PASS_MARK),
        })}
      </Alert>
      <HistoryFields rows={rows} />
    </FormDialogButton>
  );
}

/** «ویرایش»: the same code with a new mark (POST replaces the unit's mark for that code). */
function EditHistoryButton({ unitId }: { unitId: number | string }) {
  const row = useRecordContext<HistoryRow>();
  const translate = useTranslate();
  const { submit } = useLmaCall();
  if (!row) return null;
  return (
    <FormDialogButton
      title={translate('app.lma_histories.edit.title', {
        code: toPersianDigits(row.national_code),
      })}
      maxWidth="xs"
      defaultValues={{ national_code: row.national_code, score: row.score }}
      validate={validateHistory}
      onSubmit={(values) =>
        submit(
          HISTORIES_PATH,
          'POST',
          toHistoryPayload({ ...values, national_code: row.national_code }, unitId),
          'app.lma_histories.edit.done',
        )
      }
    >
      <HistoryFields rows={[]} codeReadOnly />
    </FormDialogButton>
  );
}

export function DeleteHistoryButton({ onDone }: { onDone?: () => void }) {
  const row = useRecordContext<HistoryRow>();
  if (!row) return null;
  return (
    <DeleteRowButton
      path={`${HISTORIES_PATH}/${row.id}`}
      title="app.lma_histories.delete.title"
      content="app.lma_histories.delete.content"
      translateOptions={{ code: toPersianDigits(row.national_code) }}
      done="app.lma_histories.delete.done"
      onDone={onDone}
    />
  );
}

/** The mark, with «قبول» when it is enough for the unit to count as passed. */
export function ScoreField(_: { source?: string }) {
  const row = useRecordContext<HistoryRow>();
  if (!row) return null;
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, whiteSpace: 'nowrap' }}>
      <Typography component="span" variant="body2" sx={{ fontWeight: 700 }}>
        {markText(row.score)}
      </Typography>
      <FlagChip
        on={isPassing(row.score)}
        yes="app.lma_histories.passed"
        no="app.lma_histories.not_passed"
      />
    </Box>
  );
}

/** The national code; on the routes' page a link to the row's own page. */
function CodeField({ unitId }: { source?: string; unitId?: number | string }) {
  const row = useRecordContext<HistoryRow>();
  if (!row) return null;
  const code = toPersianDigits(row.national_code);
  if (unitId !== undefined) {
    return (
      <Link to={unitHistoryRoute(unitId, row.id)} variant="body2" sx={{ unicodeBidi: 'isolate' }}>
        {code}
      </Link>
    );
  }
  return (
    <Typography component="span" variant="body2" sx={{ unicodeBidi: 'isolate' }}>
      {code}
    </Typography>
  );
}

function OwnerField({
  owners,
}: {
  source?: string;
  owners: ReadonlyMap<string, string> | undefined;
}) {
  const row = useRecordContext<HistoryRow>();
  const translate = useTranslate();
  const name = row ? owners?.get(row.national_code) : undefined;
  return (
    <Typography component="span" variant="body2" color={name ? undefined : 'text.secondary'}>
      {name
        ? toPersianDigits(name)
        : translate(owners ? 'app.lma_histories.no_account' : 'app.empty')}
    </Typography>
  );
}

function TimeField(_: { source?: string }) {
  const row = useRecordContext<HistoryRow>();
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {row?.creation_time ? formatJalaliDateTime(row.creation_time) : ''}
    </Typography>
  );
}

const historyFilters = [
  <DigitsInput key="national_code" source="national_code" alwaysOn resettable />,
];

const matchHistory = (row: HistoryRow, filters: Record<string, unknown>) =>
  sameCode(filters.national_code, row.national_code);

/**
 * A unit's imported past marks (GET lma/transcript_sheet_histories?unit=): per national code a
 * mark out of 20, counted as passing the unit from ۱۰ up (for prerequisites). Add, change the
 * mark, delete. Drop it into the unit's edit page (it reads the unit from the record) or give
 * `unitId`.
 */
export function UnitTranscriptHistories({
  unitId,
  routes = false,
}: {
  unitId?: number | string;
  /** On the history routes' own pages: «افزودن سابقه» opens …/create, a code opens …/{id}. */
  routes?: boolean;
}) {
  const record = useRecordContext();
  const id = unitId ?? record?.id;
  if (id === undefined || id === null || id === '') return null;
  if (routes) return <HistoriesBody unitId={id} routes />;
  // Inside the unit's edit card: a little room so the two cards' edges don't meet.
  return (
    <Box sx={{ px: { xs: 1, sm: 2 }, pt: 1 }}>
      <HistoriesBody unitId={id} routes={false} />
    </Box>
  );
}

function HistoriesBody({ unitId, routes }: { unitId: number | string; routes: boolean }) {
  const translate = useTranslate();
  const histories = useOnePage<HistoryRow>(HISTORIES_PATH, { unit: unitId });
  const rows = useMemo(() => histories.data ?? [], [histories.data]);
  const owners = useCodeOwners(rows.map((r) => r.national_code));
  const list = useTabList(histories, { sort: { field: 'id', order: 'DESC' }, match: matchHistory });
  const ownerMap = owners.data ?? (owners.isError ? new Map<string, string>() : undefined);
  return (
    <TabSection
      title="app.lma_histories.title"
      action={
        routes ? (
          <MuiButton
            component={Link}
            to={unitHistoryCreateRoute(unitId)}
            size="small"
            variant="contained"
            startIcon={<AddOutlinedIcon />}
            sx={{ whiteSpace: 'nowrap', minHeight: 36 }}
          >
            {translate('app.lma_histories.create.action')}
          </MuiButton>
        ) : (
          <AddHistoryButton unitId={unitId} rows={rows} />
        )
      }
      resource={HISTORIES_LABELS}
      list={list}
      filters={historyFilters}
      table={
        <DataTable<HistoryRow>
          bulkActionButtons={false}
          rowClick={false}
          empty={<EmptyRows text="app.lma_histories.empty" />}
          sx={nowrapColumns('national_code', 'score', 'creation_time')}
        >
          <DataTable.Col source="national_code">
            <CodeField unitId={routes ? unitId : undefined} />
          </DataTable.Col>
          <DataTable.Col source="owner" disableSort>
            <OwnerField owners={ownerMap} />
          </DataTable.Col>
          <DataTable.Col source="score">
            <ScoreField />
          </DataTable.Col>
          <DataTable.Col source="creation_time">
            <TimeField />
          </DataTable.Col>
          <DataTable.Col source="actions" disableSort>
            <RowButtons>
              <EditHistoryButton unitId={unitId} />
              <DeleteHistoryButton />
            </RowButtons>
          </DataTable.Col>
        </DataTable>
      }
      cards={
        <RowCards<HistoryRow>
          empty="app.lma_histories.empty"
          render={(row) => ({
            title: <OwnerField owners={ownerMap} />,
            badge: <ScoreField />,
            lines: [
              <CardLine key="c" label={label('national_code')}>
                {toPersianDigits(row.national_code)}
              </CardLine>,
              <CardLine key="t" label={label('creation_time')}>
                {formatJalaliDateTime(row.creation_time)}
              </CardLine>,
            ],
            actions: (
              <RowButtons>
                <EditHistoryButton unitId={unitId} />
                <DeleteHistoryButton />
              </RowButtons>
            ),
          })}
        />
      }
    />
  );
}
