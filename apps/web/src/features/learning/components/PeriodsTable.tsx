import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { formatJalaliDateTime } from '@daneshsara/domain';
import { StatusChip } from '../../payments/components/StatusChip';
import type { ClassroomRow } from '../lmaApi';
import { periodRows, type PeriodRow } from '../model';

function PeriodState({ row }: { row: PeriodRow }) {
  if (row.current) return <StatusChip label="در جریان" tone="success" />;
  if (row.upcoming) return <StatusChip label="پیش رو" tone="info" />;
  return null;
}

const HEAD_SX = {
  bgcolor: '#faf8f4',
  color: 'text.secondary',
  fontWeight: 600,
  fontSize: '0.85rem',
  whiteSpace: 'nowrap',
} as const;

/**
 * The enrolment, registration and drop-add periods in Jalali dates and 24-hour times: a table on
 * wide screens, stacked rows on a phone. Which one runs now is the server's phase.
 */
export function PeriodsTable({ classroom }: { classroom: ClassroomRow }) {
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('sm'));
  const rows = periodRows(classroom);
  if (!rows.length) {
    return <Typography sx={{ color: 'text.secondary' }}>زمان‌بندی ثبت نام هنوز اعلام نشده است.</Typography>;
  }
  if (wide) {
    return (
      <Box sx={{ border: '1px solid', borderColor: 'divider', borderRadius: 2, overflow: 'hidden' }}>
        <Table aria-label="زمان‌بندی ثبت نام" size="small">
          <TableHead>
            <TableRow>
              <TableCell sx={HEAD_SX}>مرحله</TableCell>
              <TableCell sx={HEAD_SX}>آغاز</TableCell>
              <TableCell sx={HEAD_SX}>پایان</TableCell>
              <TableCell sx={HEAD_SX} />
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow
                key={row.key}
                sx={{
                  bgcolor: row.current ? 'rgba(46,125,50,0.05)' : undefined,
                  '&:last-child td': { borderBottom: 0 },
                }}
              >
                <TableCell sx={{ fontWeight: 700, py: 1.5 }}>{row.label}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatJalaliDateTime(row.begin)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatJalaliDateTime(row.end)}</TableCell>
                <TableCell sx={{ textAlign: 'right' }}>
                  <PeriodState row={row} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    );
  }
  return (
    <Box component="ul" aria-label="زمان‌بندی ثبت نام" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.25 }}>
      {rows.map((row) => (
        <Box
          component="li"
          key={row.key}
          sx={{
            p: 1.5,
            borderRadius: 2,
            border: '1px solid',
            borderColor: row.current ? 'rgba(46,125,50,0.35)' : 'divider',
            bgcolor: row.current ? 'rgba(46,125,50,0.05)' : 'background.paper',
          }}
        >
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 0.75 }}>
            <Typography sx={{ fontWeight: 800 }}>{row.label}</Typography>
            <PeriodState row={row} />
          </Box>
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '4px 12px', fontSize: '0.9rem' }}
          >
            <Box component="dt" sx={{ color: 'text.secondary' }}>
              آغاز
            </Box>
            <Box component="dd" sx={{ m: 0, fontWeight: 600 }}>
              {formatJalaliDateTime(row.begin)}
            </Box>
            <Box component="dt" sx={{ color: 'text.secondary' }}>
              پایان
            </Box>
            <Box component="dd" sx={{ m: 0, fontWeight: 600 }}>
              {formatJalaliDateTime(row.end)}
            </Box>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
