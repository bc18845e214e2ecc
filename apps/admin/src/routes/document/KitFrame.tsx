import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useEffect, type ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslate, type RaRecord } from 'react-admin';
import type { KitEntry, KitState } from './catalogue';

/** One kit component: its name, the file that holds it, and one panel per state. */
export function KitCard({
  entry,
  render,
}: {
  entry: KitEntry;
  render: (state: KitState) => ReactNode;
}) {
  const translate = useTranslate();
  return (
    <Card variant="outlined" data-kit={entry.name} sx={{ mb: 2, overflow: 'visible' }}>
      <CardContent>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 1, mb: 1.5 }}>
          <Typography variant="subtitle1" component="h3" dir="ltr" sx={{ fontWeight: 700 }}>
            {entry.name}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ minWidth: 0 }}>
            {translate('app.kit.file')}:{' '}
            <Box component="code" dir="ltr" sx={{ unicodeBidi: 'isolate', wordBreak: 'break-all' }}>
              apps/admin/src/{entry.file}
            </Box>
          </Typography>
        </Box>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          {entry.states.map((state) => (
            <Box
              key={state}
              data-kit-state={state}
              sx={{
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                p: 1.5,
                minWidth: 0,
                overflowX: 'auto',
              }}
            >
              <Typography variant="caption" color="primary" component="p" sx={{ mb: 1 }}>
                {translate(`app.kit.states.${state}`)}
              </Typography>
              {render(state)}
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}

/**
 * Marks every value of the form it sits in as touched and checks it, so the inputs show their
 * Persian errors as after a failed save (the error state), without the failed-save toast.
 */
export function TouchAllOnMount() {
  const { getValues, setValue } = useFormContext();
  useEffect(() => {
    // After react-admin's Form has loaded the record (its reset would clear the errors).
    const timer = setTimeout(() => {
      for (const [name, value] of Object.entries(getValues())) {
        setValue(name, value, { shouldTouch: true, shouldValidate: true });
      }
    }, 100);
    return () => clearTimeout(timer);
  }, [getValues, setValue]);
  return null;
}

const LONG_TITLE =
  'دوره‌ی جامع آموزش مبانی فقه و اصول استنباط احکام شرعی برای طلاب و دانشجویان علاقه‌مند به پژوهش‌های میان‌رشته‌ای';

/** A record for each state: what the fields and inputs of the gallery show. */
export const SAMPLE: Record<KitState, RaRecord> = {
  normal: {
    id: 7,
    title: 'مبانی فقه',
    price: 1_250_000,
    unit_price: 500_000,
    discount_percent: 10,
    inventory: 25,
    count: 12,
    national_code: '0012345678',
    mobile_number: '09121234567',
    card_number: '6037991234567893',
    creation_time: '2026-03-21T08:30:00.000Z',
    birthdate: '1990-05-01',
    expire_time: '2026-12-20T20:30:00.000Z',
    status: 'PAID_FULL',
    is_active: true,
    gender: 'FEMALE',
    roles: ['admin'],
    IBAN: 'IR820540102680020817909002',
  },
  loading: { id: 0 },
  empty: {
    id: 8,
    title: null,
    price: null,
    unit_price: null,
    discount_percent: null,
    inventory: null,
    count: null,
    national_code: null,
    mobile_number: '',
    card_number: '',
    creation_time: null,
    birthdate: null,
    expire_time: null,
    status: null,
    is_active: null,
    gender: null,
    roles: [],
    IBAN: null,
  },
  error: {
    id: 9,
    title: '',
    price: null,
    unit_price: null,
    inventory: null,
    count: null,
    mobile_number: '0912',
    card_number: '1234',
    birthdate: null,
  },
  long: {
    id: 10,
    title: LONG_TITLE,
    price: 1_250_000,
    count: 3,
    national_code: '0012345678',
    creation_time: '2026-03-21T08:30:00.000Z',
    status: 'PAYING_IN_INSTALMENT',
    roles: ['admin', 'financial_department_head', 'professor', 'grader', 'user'],
  },
  digits: {
    id: 1_234_567,
    title: 'کلاس ۱۴۰۵ / گروه ۳',
    price: 98_765_432_100,
    unit_price: 12_345_678_900,
    discount_percent: 37,
    inventory: 9_876,
    count: 1_234_567_890,
    national_code: '9876543210',
    mobile_number: '09359876543',
    card_number: '6219861234567897',
    creation_time: '2027-02-18T23:59:59.000Z',
    birthdate: '2000-12-31',
    IBAN: 'IR062960000000100324200001',
  },
  disabled: {
    id: 11,
    title: 'مبانی فقه',
    price: 1_250_000,
    unit_price: 500_000,
    inventory: -1,
    count: 12,
    national_code: '0012345678',
    mobile_number: '09121234567',
    card_number: '6037991234567893',
    birthdate: '1990-05-01',
    expire_time: '2026-12-20T20:30:00.000Z',
  },
};
