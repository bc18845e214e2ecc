import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import Groups2Outlined from '@mui/icons-material/Groups2Outlined';
import LocalLibraryOutlined from '@mui/icons-material/LocalLibraryOutlined';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatNumber } from '@daneshsara/domain';
import type { ReactNode } from 'react';
import { useStatistics } from '../api/useStatistics';

interface Figure {
  label: string;
  value: number | undefined;
  icon: ReactNode;
}

/** The platform in numbers; hidden entirely when the counters are not available. */
export function StatisticsSection() {
  const { data, isPending, isError } = useStatistics();
  if (isError) return null;

  const figures: Figure[] = [
    { label: 'اندیشه‌جو', value: data?.users_count, icon: <Groups2Outlined /> },
    {
      label: 'دوره آموزشی',
      value: data?.training_classrooms_count,
      icon: <LocalLibraryOutlined />,
    },
    { label: 'رویداد', value: data?.event_classrooms_count, icon: <EventNoteOutlined /> },
  ];

  return (
    <Box
      component="section"
      aria-labelledby="stats-title"
      sx={{ bgcolor: 'background.paper', borderBlock: '1px solid', borderColor: 'divider' }}
    >
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <Typography
          id="stats-title"
          component="h2"
          sx={{
            fontWeight: 800,
            fontSize: { xs: '1.25rem', md: '1.5rem' },
            textAlign: 'center',
            mb: 3,
          }}
        >
          دانش‌سرا به روایت اعداد
        </Typography>
        <Grid container spacing={2}>
          {figures.map((figure) => (
            <Grid key={figure.label} size={{ xs: 12, sm: 4 }}>
              <Box
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 2,
                  p: 2.5,
                  borderRadius: 3,
                  bgcolor: 'background.default',
                  justifyContent: { sm: 'center' },
                }}
              >
                <Box sx={{ color: 'secondary.main', display: 'grid', '& svg': { fontSize: 36 } }}>
                  {figure.icon}
                </Box>
                <Box>
                  {isPending ? (
                    <Skeleton width={72} height={40} />
                  ) : (
                    <Typography
                      sx={{
                        fontWeight: 800,
                        fontSize: '1.8rem',
                        color: 'primary.dark',
                        lineHeight: 1.3,
                      }}
                    >
                      {formatNumber(figure.value ?? 0)}
                    </Typography>
                  )}
                  <Typography sx={{ color: 'text.secondary', fontWeight: 500 }}>
                    {figure.label}
                  </Typography>
                </Box>
              </Box>
            </Grid>
          ))}
        </Grid>
      </Container>
    </Box>
  );
}
