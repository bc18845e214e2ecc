import { formatRial, toPersianDigits } from '@daneshsara/domain';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import type { AdminDataProvider } from '../../providers/dataProvider';
import type { ReportsData } from './model';
import { REPORT_CHART_HEIGHT, ReportBars } from './ReportBars';

const count = (n: number | null): string =>
  n === null
    ? ''
    : toPersianDigits(n.toLocaleString('en-US').replace(/,/g, '٬').replace(/\./g, '٫'));
/** Axis ticks of a count: whole numbers only (a half ticket means nothing). */
const wholeCount = (n: number | null) => (n !== null && Number.isInteger(n) ? count(n) : '');
/** Millions of Rials on the axis (the bars' tooltips show the exact amount). */
const millions = (n: number | null) => (n === null ? '' : `${count(Math.round(n / 1_000_000))} م`);
const rial = (n: number | null) => (n === null ? '' : formatRial(n));

const REVENUE_SERIES = [
  { key: 'CLASSROOM', label: 'app.reports.revenue_types.CLASSROOM' },
  { key: 'EVENT', label: 'app.reports.revenue_types.EVENT' },
  { key: 'STORE_BASKET', label: 'app.reports.revenue_types.STORE_BASKET' },
  { key: 'DONATION', label: 'app.reports.revenue_types.DONATION' },
] as const;

function ChartCard({
  title,
  hint,
  children,
}: {
  title: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <Card variant="outlined" sx={{ minWidth: 0 }}>
      <CardContent>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {hint && (
          <Typography variant="body2" color="text.secondary">
            {hint}
          </Typography>
        )}
        <Box sx={{ mt: 1 }}>{children}</Box>
      </CardContent>
    </Card>
  );
}

function Empty() {
  const translate = useTranslate();
  return (
    <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
      {translate('app.reports.empty')}
    </Typography>
  );
}

/**
 * «گزارش‌ها»: registrations and revenue per Jalali month (revenue by invoice type), donations per
 * cause, and tickets per department with how long they wait for a first answer. One call
 * (GET rma/reports); the chart library is in this lazily loaded chunk only.
 */
export default function ReportsPage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { data, isPending, error } = useQuery({
    queryKey: ['rma', 'reports'],
    queryFn: () => dataProvider.action<ReportsData>('rma/reports?months=12', 'GET'),
  });
  const labels = data?.months.map((m) => m.label) ?? [];
  const ticketLabels =
    data?.tickets.map((t) => translate(`app.reports.departments.${t.type}`)) ?? [];

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title="app.reports.title" />
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 0.5 }}>
        {translate('app.reports.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('app.reports.intro')}
      </Typography>
      {isPending && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
          <CircularProgress aria-label={translate('app.reports.loading')} />
        </Box>
      )}
      {error && <Typography color="error">{translate('app.reports.failed')}</Typography>}
      {data && (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' },
          }}
        >
          <ChartCard
            title={translate('app.reports.registrations')}
            hint={translate('app.reports.registrations_hint')}
          >
            <ReportBars
              layout="months"
              labels={labels}
              ticks={wholeCount}
              ticksWidth={40}
              series={[
                {
                  data: data.months.map((m) => m.registrations),
                  label: translate('app.reports.registrations'),
                  valueFormatter: count,
                },
              ]}
              hideLegend
            />
          </ChartCard>
          <ChartCard
            title={translate('app.reports.revenue')}
            hint={translate('app.reports.revenue_hint')}
          >
            <ReportBars
              layout="months"
              labels={labels}
              ticks={millions}
              ticksWidth={56}
              series={REVENUE_SERIES.map((s) => ({
                data: data.months.map((m) => m.revenue[s.key]),
                label: translate(s.label),
                stack: 'revenue',
                valueFormatter: rial,
              }))}
            />
          </ChartCard>
          <ChartCard
            title={translate('app.reports.donations')}
            hint={translate('app.reports.donations_hint')}
          >
            {data.donations.length ? (
              <PieChart
                height={REPORT_CHART_HEIGHT}
                series={[
                  {
                    data: data.donations.map((d) => ({
                      id: d.id,
                      value: d.amount,
                      label: d.title,
                    })),
                    innerRadius: '55%',
                    paddingAngle: 1,
                    valueFormatter: (item) => formatRial(item.value),
                  },
                ]}
                slotProps={{
                  legend: {
                    direction: 'horizontal',
                    position: { vertical: 'bottom', horizontal: 'center' },
                  },
                }}
              />
            ) : (
              <Empty />
            )}
          </ChartCard>
          <ChartCard
            title={translate('app.reports.tickets')}
            hint={translate('app.reports.tickets_hint')}
          >
            <ReportBars
              layout="categories"
              labels={ticketLabels}
              ticks={wholeCount}
              series={[
                {
                  data: data.tickets.map((t) => t.total),
                  label: translate('app.reports.tickets_total'),
                  valueFormatter: count,
                },
                {
                  data: data.tickets.map((t) => t.waiting),
                  label: translate('app.reports.tickets_waiting'),
                  valueFormatter: count,
                },
              ]}
            />
          </ChartCard>
          <ChartCard
            title={translate('app.reports.first_answer')}
            hint={translate('app.reports.first_answer_hint')}
          >
            <ReportBars
              layout="categories"
              labels={ticketLabels}
              ticks={count}
              series={[
                {
                  data: data.tickets.map((t) => t.first_answer_hours),
                  label: translate('app.reports.first_answer'),
                  valueFormatter: (v) =>
                    v === null
                      ? translate('app.reports.no_answer')
                      : `${count(v)} ${translate('app.reports.hours')}`,
                },
              ]}
              hideLegend
            />
          </ChartCard>
        </Box>
      )}
    </Box>
  );
}
