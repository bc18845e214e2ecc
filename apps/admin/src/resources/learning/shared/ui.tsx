import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { SxProps, Theme } from '@mui/material/styles';
import type { MouseEventHandler, ReactNode } from 'react';
import { RecordContextProvider, useTranslate, type RaRecord } from 'react-admin';
import type { ChipColor } from '../../../inputs/ChipLabelField';

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

/** Grey bars where a list's rows will be, while it loads. */
export function LoadingRows({ count = 3, height = 40 }: { count?: number; height?: number }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={height} />
      ))}
    </Box>
  );
}

/** A short muted text where a cell has no value: «—», «بدون سرگروه», «رایگان»... */
export function MutedText({ text }: { text: string }) {
  const translate = useTranslate();
  return (
    <Typography component="span" variant="body2" color="text.secondary">
      {translate(text)}
    </Typography>
  );
}

/** A long text in full, line breaks kept (a description, an answer); a muted «—» without one. */
export function TextBlock({ text }: { text: string }) {
  const translate = useTranslate();
  return (
    <Typography
      component="div"
      variant="body2"
      color={text ? undefined : 'text.secondary'}
      sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
    >
      {text || translate('app.empty')}
    </Typography>
  );
}

/**
 * A yes/no fact of a row as a small chip (open, joinable, passed): in `color` when it holds, plain
 * when not; `filled` fills it when it holds (a warning).
 */
export function FlagChip({
  on,
  yes,
  no,
  color = 'success',
  filled = false,
}: {
  on: boolean;
  /** i18n keys */
  yes: string;
  no: string;
  color?: ChipColor;
  filled?: boolean;
}) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant={filled && on ? 'filled' : 'outlined'}
      color={on ? color : 'default'}
      label={translate(on ? yes : no)}
    />
  );
}

/** A title (and what goes with it) at the start of a row, its chips at the end; wraps when narrow. */
export function TitleRow({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        alignItems: 'flex-start',
        gap: 1,
        flexWrap: 'wrap',
      }}
    >
      {children}
    </Box>
  );
}

/** On a phone: one outlined card per row (in the row's record context), one under another. */
export function RecordCards<T extends RaRecord>({
  rows,
  children,
}: {
  rows: readonly T[];
  children: (row: T) => ReactNode;
}) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      {rows.map((row) => (
        <RecordContextProvider key={row.id} value={row}>
          <Card variant="outlined">
            <CardContent
              sx={{ display: 'flex', flexDirection: 'column', gap: 1, pb: '12px !important' }}
            >
              {children(row)}
            </CardContent>
          </Card>
        </RecordContextProvider>
      ))}
    </Box>
  );
}

/** A row's buttons side by side, wrapping on a narrow cell (a click on them is not the row's). */
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

/** A link that opens in a new tab (a hand-in's file, a certificate, the live stream). */
export function ExternalLink({
  href,
  sx,
  onClick,
  children,
}: {
  href: string;
  sx?: SxProps<Theme>;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  children: ReactNode;
}) {
  return (
    <Box
      component="a"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      onClick={onClick}
      sx={[
        { display: 'inline-flex', alignItems: 'center', gap: 0.5, color: 'primary.main' },
        ...(sx === undefined ? [] : Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}
