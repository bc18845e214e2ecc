import { toPersianDigits } from '@daneshsara/domain';
import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import MuiButton from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import {
  Form,
  Labeled,
  RecordContextProvider,
  useDataProvider,
  useTranslate,
} from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router-dom';
import type { AdminDataProvider } from '../../../providers/dataProvider';
import { ShowSection } from '../../../inputs/ShowSection';
import { Page, useUnitTitle } from '../shared/UnitPage';
import { UNITS_RESOURCE } from '../api';
import { markText, useOnePage } from '../projects/kit/onePage';
import { LoadError } from '../projects/kit/parts';
import { useLmaCall } from '../shared/useLmaCall';
import {
  HISTORIES_LABELS,
  HISTORIES_PATH,
  HISTORY_PASS_MARK,
  toHistoryPayload,
  unitHistoriesRoute,
  validateHistory,
  type HistoryRow,
} from './model';
import {
  DeleteHistoryButton,
  HistoryFields,
  ScoreField,
  UnitTranscriptHistories,
  useCodeOwners,
} from './UnitHistories';

/** The create form's empty record. */
const NEW_HISTORY = { national_code: '', score: null };

/** /units/:unitId/transcript_sheet_history: the unit's past marks. */
export function HistoriesPage() {
  const { unitId } = useParams();
  const translate = useTranslate();
  const unit = useUnitTitle(unitId);
  if (!unitId) return null;
  return (
    <Page
      title={translate('app.lma_histories.page_title', { unit })}
      back={`/${UNITS_RESOURCE}/${encodeURIComponent(unitId)}`}
      backLabel="app.lma_histories.back_to_unit"
    >
      <UnitTranscriptHistories unitId={unitId} routes />
    </Page>
  );
}

function SubmitButton({ busy }: { busy: boolean }) {
  const translate = useTranslate();
  return (
    <MuiButton
      type="submit"
      variant="contained"
      disabled={busy}
      startIcon={busy ? <CircularProgress size={16} color="inherit" /> : <SaveOutlinedIcon />}
      sx={{ minWidth: 140 }}
    >
      {translate('ra.action.save')}
    </MuiButton>
  );
}

/**
 * The form of one past mark on its page: POST {unit, national_code, score} (for an existing code
 * it replaces the mark); `code` keeps the code of the mark being changed. `onSaved` after success.
 */
function HistoryForm({
  unitId,
  record,
  code,
  rows,
  done,
  onSaved,
}: {
  unitId: string;
  record: Record<string, unknown>;
  code?: string;
  rows: readonly HistoryRow[];
  /** i18n key of the success toast */
  done: string;
  onSaved?: () => void;
}) {
  const { call } = useLmaCall();
  const [busy, setBusy] = useState(false);
  return (
    <Form
      record={record}
      validate={validateHistory}
      onSubmit={async (values: Record<string, unknown>) => {
        if (busy) return undefined;
        setBusy(true);
        try {
          const body = code === undefined ? values : { ...values, national_code: code };
          const result = await call(HISTORIES_PATH, 'POST', toHistoryPayload(body, unitId), done);
          if (!result.ok) return result.errors;
          onSaved?.();
          return undefined;
        } finally {
          setBusy(false);
        }
      }}
    >
      <HistoryFields rows={rows} codeReadOnly={code !== undefined} />
      <Box sx={{ mt: 1 }}>
        <SubmitButton busy={busy} />
      </Box>
    </Form>
  );
}

/** /units/:unitId/transcript_sheet_history/create: one past mark for a national code. */
export function HistoryCreatePage() {
  const { unitId } = useParams();
  const translate = useTranslate();
  const navigate = useNavigate();
  const unit = useUnitTitle(unitId);
  const rows = useOnePage<HistoryRow>(HISTORIES_PATH, { unit: unitId }, { enabled: !!unitId });
  if (!unitId) return null;
  return (
    <Page
      title={translate('app.lma_histories.create.page_title', { unit })}
      back={unitHistoriesRoute(unitId)}
      backLabel="app.lma_histories.back_to_list"
    >
      <ShowSection title="app.lma_histories.create.title">
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('app.lma_histories.help', { mark: toPersianDigits(HISTORY_PASS_MARK) })}
        </Alert>
        <Box sx={{ maxWidth: 480 }}>
          <HistoryForm
            unitId={unitId}
            record={NEW_HISTORY}
            rows={rows.data ?? []}
            done="app.lma_histories.create.done"
            onSaved={() => navigate(unitHistoriesRoute(unitId))}
          />
        </Box>
      </ShowSection>
    </Page>
  );
}

const isNotFound = (error: unknown) => (error as { status?: number } | null)?.status === 404;

/** GET lma/transcript_sheet_histories/{id} (a 404 is «not found», not an error to retry). */
function useHistory(id: string | undefined) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  return useQuery({
    queryKey: ['lma-one-page', `${HISTORIES_PATH}/${id ?? ''}`],
    queryFn: () => dataProvider.action<HistoryRow>(`${HISTORIES_PATH}/${id}`, 'GET'),
    enabled: Boolean(id && /^\d+$/.test(id)),
    retry: (count, error) => !isNotFound(error) && count < 2,
  });
}

/** /units/:unitId/transcript_sheet_history/:id: one past mark; change it or delete it. */
export function HistoryPage() {
  const { unitId, id } = useParams();
  const translate = useTranslate();
  const navigate = useNavigate();
  const unit = useUnitTitle(unitId);
  const one = useHistory(id);
  // A mark of another unit under this unit's address is not this page's.
  const row =
    one.data && String(one.data.unit_id ?? one.data.unit) === unitId ? one.data : undefined;
  const owners = useCodeOwners(row ? [row.national_code] : []);
  if (!unitId || !id) return null;
  const back = unitHistoriesRoute(unitId);
  const field = (name: string) => `resources.${HISTORIES_LABELS}.fields.${name}`;
  let body: ReactNode;
  if (one.error && !isNotFound(one.error)) body = <LoadError error={one.error} />;
  else if (one.isPending && one.fetchStatus !== 'idle')
    body = <Skeleton variant="rounded" height={160} />;
  else if (!row)
    body = <Alert severity="warning">{translate('app.lma_histories.not_found')}</Alert>;
  else {
    const name = owners.data?.get(row.national_code);
    body = (
      <RecordContextProvider value={row}>
        <ShowSection
          title={translate('app.lma_histories.edit.title', {
            code: toPersianDigits(row.national_code),
          })}
          action={<DeleteHistoryButton onDone={() => navigate(back)} />}
        >
          <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap', mb: 2 }}>
            <Labeled label={field('owner')}>
              <Typography component="span" variant="body2">
                {name ? toPersianDigits(name) : translate('app.lma_histories.no_account')}
              </Typography>
            </Labeled>
            <Labeled label={field('score')}>
              <ScoreField />
            </Labeled>
          </Box>
          <Box sx={{ maxWidth: 480 }}>
            <HistoryForm
              // react-admin resets the form only when the record's content changes (a new mark).
              key={`${row.id}-${row.score}`}
              unitId={unitId}
              record={{ national_code: row.national_code, score: row.score }}
              code={row.national_code}
              rows={[]}
              done="app.lma_histories.edit.done"
            />
          </Box>
        </ShowSection>
      </RecordContextProvider>
    );
  }
  return (
    <Page
      title={translate('app.lma_histories.one_title', {
        unit,
        score: row ? markText(row.score) : '',
      })}
      back={back}
      backLabel="app.lma_histories.back_to_list"
    >
      {body}
    </Page>
  );
}
