import { toPersianDigits } from '@daneshsara/domain';
import OpenInNewOutlinedIcon from '@mui/icons-material/OpenInNewOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ButtonProps } from '@mui/material/Button';
import type { Theme } from '@mui/material/styles';
import { useState, type ReactElement, type ReactNode } from 'react';
import {
  Confirm,
  FilterForm,
  ListContextProvider,
  RecordContextProvider,
  ResourceContextProvider,
  useListContext,
  useTranslate,
  type ListControllerResult,
  type RaRecord,
} from 'react-admin';
import type { ChipColor } from '../../../../inputs/ChipLabelField';
import { ListPagination } from '../../../../layout/ListPagination';
import { TextButton } from '../../shared/TextButton';
import { errorText } from './useLmaCall';

/** Whether the screen is a phone or a narrow window (cards instead of a table). */
export function useIsSmall(): boolean {
  return useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
}

/** A muted sentence where a list has no rows, saying what to do next. */
export function EmptyRows({ text }: { text: string }) {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
      {translate(text)}
    </Typography>
  );
}

/** A failed load: the server's Persian text. */
export function LoadError({ error }: { error: unknown }) {
  const translate = useTranslate();
  const text = errorText(error);
  return <Alert severity="error">{translate(text, { _: text })}</Alert>;
}

function Loading() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} variant="rounded" height={40} />
      ))}
    </Box>
  );
}

/**
 * One list of a tab: the filter bar, a table on a wide screen (scrolling inside its card when it
 * is wider) or cards on a phone, and paging once there is more than a page. `resource` is the key
 * of its column titles (`resources.<resource>.fields.<source>`), not a registered resource.
 */
export function TabList({
  resource,
  list,
  filters,
  table,
  cards,
}: {
  resource: string;
  list: ListControllerResult;
  filters?: ReactElement[];
  table: ReactNode;
  cards: ReactNode;
}) {
  const isSmall = useIsSmall();
  const body = list.error ? (
    <LoadError error={list.error} />
  ) : list.isPending ? (
    <Loading />
  ) : isSmall ? (
    cards
  ) : (
    <Box sx={{ overflowX: 'auto', maxWidth: '100%' }}>{table}</Box>
  );
  return (
    <ResourceContextProvider value={resource}>
      <ListContextProvider value={list}>
        {filters && (
          // Not the page's record: an input takes its first value from the record in context, so
          // the classroom's own `status` would land in a `status` filter.
          <RecordContextProvider value={undefined}>
            <Box sx={{ mb: 1 }}>
              <FilterForm filters={filters} />
            </Box>
          </RecordContextProvider>
        )}
        {body}
        {(list.total ?? 0) > list.perPage && <ListPagination />}
      </ListContextProvider>
    </ResourceContextProvider>
  );
}

export interface CardParts {
  title: ReactNode;
  badge?: ReactNode;
  lines?: ReactNode[];
  actions?: ReactNode;
}

/** On a phone: one small card per row (title and chip, a few facts, the row's buttons). */
export function RowCards<T extends RaRecord>({
  render,
  empty,
}: {
  render: (row: T) => CardParts;
  empty: string;
}) {
  const { data } = useListContext<T>();
  if (!data?.length) return <EmptyRows text={empty} />;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      {data.map((row) => {
        const parts = render(row);
        return (
          <RecordContextProvider key={row.id} value={row}>
            <Card variant="outlined">
              <CardContent
                sx={{ display: 'flex', flexDirection: 'column', gap: 1, pb: '12px !important' }}
              >
                <Box
                  sx={{
                    display: 'flex',
                    justifyContent: 'space-between',
                    alignItems: 'flex-start',
                    gap: 1,
                    flexWrap: 'wrap',
                  }}
                >
                  <Box sx={{ fontWeight: 700, minWidth: 0 }}>{parts.title}</Box>
                  {parts.badge}
                </Box>
                {parts.lines
                  ?.filter((line) => line !== null && line !== undefined && line !== false)
                  .map((line, i) => (
                    <Box key={i} sx={{ minWidth: 0 }}>
                      {line}
                    </Box>
                  ))}
                {parts.actions && (
                  <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>{parts.actions}</Box>
                )}
              </CardContent>
            </Card>
          </RecordContextProvider>
        );
      })}
    </Box>
  );
}

/** «برچسب: مقدار» on a card, small and muted. */
export function CardLine({ label, children }: { label: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Typography component="div" variant="caption" color="text.secondary">
      {translate(label)}: <Box component="span">{children}</Box>
    </Typography>
  );
}

export interface PersonInfo {
  id?: number;
  full_name?: string | null;
  national_code?: string | null;
  mobile_number?: string | null;
}

/** A person: the name, and under it the national code (or mobile) in Persian digits. */
export function PersonCell({
  person,
  withMobile = false,
}: {
  person?: PersonInfo | null;
  withMobile?: boolean;
}) {
  const translate = useTranslate();
  if (!person) {
    return (
      <Typography component="span" variant="body2" color="text.secondary">
        {translate('app.empty')}
      </Typography>
    );
  }
  const extras = [person.national_code, withMobile ? person.mobile_number : null].filter(
    (v): v is string => typeof v === 'string' && v !== '',
  );
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
      <Typography component="span" variant="body2" sx={{ fontWeight: 500, minWidth: 110 }}>
        {toPersianDigits(person.full_name ?? '')}
      </Typography>
      {extras.length > 0 && (
        <Typography
          component="span"
          variant="caption"
          color="text.secondary"
          sx={{ unicodeBidi: 'isolate', whiteSpace: 'nowrap' }}
        >
          {extras.map((v) => toPersianDigits(v)).join(' · ')}
        </Typography>
      )}
    </Box>
  );
}

/** A file or page that opens in a new tab (a hand-in's attachment, a certificate). */
export function OpenLink({ href, label }: { href: string | null | undefined; label: string }) {
  const translate = useTranslate();
  if (!href) {
    return (
      <Typography component="span" variant="body2" color="text.secondary">
        {translate('app.empty')}
      </Typography>
    );
  }
  return (
    <Box
      component="a"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      onClick={(e) => e.stopPropagation()}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        color: 'primary.main',
        whiteSpace: 'nowrap',
        typography: 'body2',
      }}
    >
      {translate(label)}
      <OpenInNewOutlinedIcon fontSize="inherit" />
    </Box>
  );
}

/** The start of a long text on one or two lines (the whole of it is in the row's panel). */
export function Snippet({ text, lines = 2 }: { text: string | null | undefined; lines?: number }) {
  const translate = useTranslate();
  const value = toPersianDigits((text ?? '').replace(/<[^>]*>/g, ' ').trim());
  return (
    <Typography
      component="span"
      variant="body2"
      color={value ? undefined : 'text.secondary'}
      sx={{
        display: '-webkit-box',
        WebkitLineClamp: lines,
        WebkitBoxOrient: 'vertical',
        overflow: 'hidden',
        overflowWrap: 'anywhere',
        maxWidth: 360,
      }}
    >
      {value || translate('app.empty')}
    </Typography>
  );
}

/** A long text in full, line breaks kept (a hand-in, a project's description). */
export function LongText({ text }: { text: string | null | undefined }) {
  const translate = useTranslate();
  const value = toPersianDigits((text ?? '').trim());
  return (
    <Typography
      component="div"
      variant="body2"
      color={value ? undefined : 'text.secondary'}
      sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
    >
      {value || translate('app.empty')}
    </Typography>
  );
}

/** A value through a label table (`labels.VALUE`) as a small coloured chip. */
export function StatusChip({
  value,
  labels,
  colors = {},
}: {
  value: string | null | undefined;
  labels: string;
  colors?: Partial<Record<string, ChipColor>>;
}) {
  const translate = useTranslate();
  if (!value) return null;
  const color = colors[value] ?? 'default';
  return (
    <Chip
      size="small"
      variant={color === 'default' ? 'outlined' : 'filled'}
      color={color}
      label={translate(`${labels}.${value}`, { _: value })}
      sx={{ fontWeight: 500 }}
    />
  );
}

/**
 * A button asking «مطمئن هستید؟» before its call (delete, remove, verify); the dialog stays open
 * with the toast when the call fails.
 */
export function ConfirmButton({
  label,
  icon,
  color = 'primary',
  variant,
  title,
  content,
  confirm,
  translateOptions,
  onConfirm,
}: {
  label: string;
  icon: ReactNode;
  color?: ButtonProps['color'];
  variant?: ButtonProps['variant'];
  /** i18n keys */
  title: string;
  content: string;
  confirm?: string;
  translateOptions?: Record<string, unknown>;
  /** Resolves true when done (the dialog closes). */
  onConfirm: () => Promise<boolean>;
}) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <>
      <TextButton
        label={label}
        icon={icon}
        color={color}
        variant={variant}
        onClick={(e) => {
          e.stopPropagation();
          setOpen(true);
        }}
      />
      <Confirm
        isOpen={open}
        loading={busy}
        title={title}
        content={content}
        confirm={confirm ?? label}
        translateOptions={translateOptions}
        confirmColor={color === 'error' ? 'warning' : 'primary'}
        onConfirm={async () => {
          setBusy(true);
          const done = await onConfirm();
          setBusy(false);
          if (done) setOpen(false);
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

/** A row's buttons side by side, wrapping on a narrow cell. */
export function RowButtons({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', alignItems: 'center' }}
      onClick={(e) => e.stopPropagation()}
    >
      {children}
    </Box>
  );
}
