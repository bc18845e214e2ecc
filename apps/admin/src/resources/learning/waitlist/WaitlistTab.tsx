import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import PersonRemoveOutlinedIcon from '@mui/icons-material/PersonRemoveOutlined';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { formatJalaliDateTime, toPersianDigits } from '@daneshsara/domain';
import { DataTable, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { useOnePage } from '../projects/kit/onePage';
import { CardLine, PersonCell, RowCards, TabSection } from '../projects/kit/parts';
import { useTabList } from '../projects/kit/useTabList';
import { ConfirmButton } from '../shared/buttons';
import type { ClassroomRecord } from '../shared/fields';
import { EmptyRows, RowButtons } from '../shared/ui';
import { useLmaCall } from '../shared/useLmaCall';

const LABELS = 'lma-waitlist';
const PATH = 'lma/waitlist';

interface WaitlistRow extends RaRecord {
  id: number;
  position: number;
  status: 'WAITING' | 'OFFERED' | 'ACCEPTED' | 'LAPSED' | 'LEFT' | 'REMOVED';
  status_label: string;
  place: number | null;
  offer_expire_time: string | null;
  owner_info: {
    full_name: string;
    mobile_number: string | null;
    national_code: string | null;
  } | null;
  creation_time: string;
}

function PlaceField() {
  const row = useRecordContext<WaitlistRow>();
  return (
    <Typography variant="body2">{row?.place ? toPersianDigits(String(row.place)) : '—'}</Typography>
  );
}

function StatusField() {
  const row = useRecordContext<WaitlistRow>();
  const translate = useTranslate();
  if (!row) return null;
  return (
    <>
      <Chip
        size="small"
        label={row.status_label}
        color={row.status === 'OFFERED' ? 'success' : 'info'}
      />
      {row.status === 'OFFERED' && row.offer_expire_time && (
        <Typography variant="caption" color="text.secondary" component="div">
          {translate('app.lma_waitlist.offered_until', {
            time: formatJalaliDateTime(row.offer_expire_time),
          })}
        </Typography>
      )}
    </>
  );
}

function JoinedField() {
  const row = useRecordContext<WaitlistRow>();
  return (
    <Typography variant="body2">{row ? formatJalaliDateTime(row.creation_time) : ''}</Typography>
  );
}

/** ↑ / ↓ (PUT lma/waitlist/{id}/move) and «حذف از صف» (DELETE), for someone still WAITING. */
function RowActions({ last }: { last: number }) {
  const row = useRecordContext<WaitlistRow>();
  const translate = useTranslate();
  const { call } = useLmaCall();
  if (!row || row.status !== 'WAITING' || !row.place) return null;
  const move = (place: number) =>
    void call(`${PATH}/${row.id}/move`, 'PUT', { place }, 'app.lma_waitlist.moved');
  return (
    <RowButtons>
      <Tooltip title={translate('app.lma_waitlist.up')}>
        <span>
          <IconButton
            size="small"
            aria-label={translate('app.lma_waitlist.up')}
            disabled={row.place <= 1}
            onClick={() => move(row.place! - 1)}
          >
            <ArrowUpwardIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title={translate('app.lma_waitlist.down')}>
        <span>
          <IconButton
            size="small"
            aria-label={translate('app.lma_waitlist.down')}
            disabled={row.place >= last}
            onClick={() => move(row.place! + 1)}
          >
            <ArrowDownwardIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <ConfirmButton
        label="app.lma_waitlist.remove"
        icon={<PersonRemoveOutlinedIcon />}
        color="error"
        title="app.lma_waitlist.remove_title"
        content="app.lma_waitlist.remove_content"
        translateOptions={{ name: toPersianDigits(row.owner_info?.full_name ?? '') }}
        onConfirm={async () =>
          (await call(`${PATH}/${row.id}`, 'DELETE', undefined, 'app.lma_waitlist.removed')).ok
        }
      />
    </RowButtons>
  );
}

/**
 * «صف انتظار» (issue 28): the classroom's line in its order, the offered seats first, each with
 * who, since when and, for an offer, until when it waits for payment; staff move people up or down
 * and take them out.
 */
export function WaitlistTab(_: { label?: false }) {
  const record = useRecordContext<ClassroomRecord>();
  const translate = useTranslate();
  const rows = useOnePage<WaitlistRow>(
    PATH,
    { classroom: record?.id, status: ['OFFERED', 'WAITING'], per_page: 200 },
    { enabled: !!record },
  );
  const list = useTabList(rows, { perPage: 50, sort: { field: 'position', order: 'ASC' } });
  if (!record) return null;
  const last = (rows.data ?? []).filter((r) => r.status === 'WAITING').length;
  return (
    <TabSection
      title="app.lma_waitlist.title"
      intro={
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2, lineHeight: 1.9 }}>
          {translate('app.lma_waitlist.intro')}
        </Typography>
      }
      resource={LABELS}
      list={list}
      table={
        <DataTable<WaitlistRow>
          bulkActionButtons={false}
          rowClick={false}
          empty={<EmptyRows text="app.lma_waitlist.empty" />}
        >
          <DataTable.Col source="place" disableSort>
            <PlaceField />
          </DataTable.Col>
          <DataTable.Col source="person" disableSort>
            <PersonCellOf />
          </DataTable.Col>
          <DataTable.Col source="status" disableSort>
            <StatusField />
          </DataTable.Col>
          <DataTable.Col source="creation_time" disableSort>
            <JoinedField />
          </DataTable.Col>
          <DataTable.Col source="actions" disableSort>
            <RowActions last={last} />
          </DataTable.Col>
        </DataTable>
      }
      cards={
        <RowCards<WaitlistRow>
          empty="app.lma_waitlist.empty"
          render={(row) => ({
            title: <PersonCell person={row.owner_info} withMobile />,
            badge: <StatusField />,
            lines: [
              <CardLine key="p" label={`resources.${LABELS}.fields.place`}>
                <PlaceField />
              </CardLine>,
              <CardLine key="t" label={`resources.${LABELS}.fields.creation_time`}>
                <JoinedField />
              </CardLine>,
            ],
            actions: <RowActions last={last} />,
          })}
        />
      }
    />
  );
}

function PersonCellOf() {
  const row = useRecordContext<WaitlistRow>();
  return <PersonCell person={row?.owner_info} withMobile />;
}
