import PersonSearchOutlined from '@mui/icons-material/PersonSearchOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ProfessorInfo } from '@daneshsara/api-client';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { PageTitle } from '../../../components/PageTitle';
import { paths } from '../../../config/paths';
import { EmptyState } from '../../../kit/EmptyState';
import { LoadError } from '../../../features/payments/components/LoadError';
import { PageHeader } from '../../../features/donation/components/PageHeader';
import { useClassrooms, useProfessors } from '../../../features/learning/api';
import { ClassroomGrid } from '../../../features/learning/components/ClassroomGrid';

/** /professor/{professor_name}: the name with its spaces as dashes (SPEC section 2). */
export function professorSlug(p: Pick<ProfessorInfo, 'full_name'>): string {
  return p.full_name.trim().replace(/\s+/g, '-');
}

function findBySlug(list: ProfessorInfo[] | undefined, slug: string | undefined) {
  if (!list || !slug) return undefined;
  const wanted = decodeURIComponent(slug);
  return list.find((p) => professorSlug(p) === wanted) ?? null;
}

function Initial({ professor, size }: { professor: ProfessorInfo; size: number }) {
  return (
    <Avatar
      src={professor.picture ?? undefined}
      alt=""
      sx={{
        width: size,
        height: size,
        bgcolor: 'rgba(15,94,99,0.12)',
        color: 'primary.main',
        fontWeight: 800,
        fontSize: size / 2.4,
      }}
    >
      {(professor.firstname ?? professor.full_name).trim().charAt(0)}
    </Avatar>
  );
}

const INTRO =
  'استادان دانش‌سرا را بشناسید و دوره‌ها، حلقه‌ها و رویدادهایی را که هر یک برگزار می‌کنند ببینید.';

/** /professor: every professor as a card linking to their page. */
export function ProfessorListPage() {
  const professors = useProfessors();
  return (
    <>
      <PageTitle title="استادان" />
      <PageHeader
        crumbs={[{ label: 'صفحه اصلی', to: paths.home }, { label: 'استادان' }]}
        title="استادان"
        subtitle={INTRO}
      />
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        {professors.error && !professors.data ? (
          <LoadError error={professors.error} onRetry={() => void professors.refetch()} />
        ) : professors.data?.length === 0 ? (
          <EmptyState
            framed
            icon={<PersonSearchOutlined />}
            title="هنوز استادی معرفی نشده است"
            description="به زودی استادان دانش‌سرا در این صفحه معرفی می‌شوند."
          />
        ) : (
          <Box
            aria-busy={professors.isPending}
            sx={{
              display: 'grid',
              gap: 2.5,
              gridTemplateColumns: {
                xs: 'minmax(0, 1fr)',
                sm: 'repeat(2, minmax(0, 1fr))',
                md: 'repeat(4, minmax(0, 1fr))',
              },
            }}
          >
            {(professors.data ?? Array.from({ length: 4 }, () => null)).map((p, i) =>
              p ? (
                <Card key={p.id}>
                  <CardActionArea
                    component={RouterLink}
                    to={`/professor/${professorSlug(p)}`}
                    sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 1.5 }}
                  >
                    <Initial professor={p} size={88} />
                    <Typography component="h2" sx={{ fontWeight: 800, fontSize: '1.1rem' }}>
                      {p.full_name}
                    </Typography>
                    <Typography sx={{ color: 'primary.main', fontWeight: 600, fontSize: '0.9rem' }}>
                      دوره‌های استاد
                    </Typography>
                  </CardActionArea>
                </Card>
              ) : (
                <Skeleton key={i} variant="rounded" height={196} />
              ),
            )}
          </Box>
        )}
      </Container>
    </>
  );
}

/** /professor/{professor_name}: who they are and everything they teach, newest first. */
export function ProfessorPage() {
  const { professorName } = useParams();
  const professors = useProfessors();
  const professor = findBySlug(professors.data, professorName);
  const [page, setPage] = useState(1);
  const classrooms = useClassrooms({ professor: professor?.id ?? -1, page, per_page: 9 });
  const crumbs = [
    { label: 'صفحه اصلی', to: paths.home },
    { label: 'استادان', to: paths.professors },
    { label: professor?.full_name ?? 'استاد' },
  ];

  if (professor === null) {
    return (
      <>
        <PageTitle title="استاد پیدا نشد" />
        <PageHeader crumbs={crumbs} title="استاد پیدا نشد" />
        <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
          <EmptyState
            framed
            icon={<PersonSearchOutlined />}
            title="این استاد پیدا نشد"
            description="ممکن است نشانی اشتباه باشد."
            action={
              <Button component={RouterLink} to={paths.professors} variant="contained">
                همه استادان
              </Button>
            }
          />
        </Container>
      </>
    );
  }
  return (
    <>
      <PageTitle title={professor?.full_name ?? 'استاد'} />
      <PageHeader
        crumbs={crumbs}
        title={professor?.full_name}
        subtitle={
          professor ? (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 1 }}>
              <Initial professor={professor} size={64} />
              <Typography sx={{ color: 'text.secondary', lineHeight: 1.9 }}>
                {classrooms.data
                  ? `${new Intl.NumberFormat('fa-IR').format(classrooms.data.count)} دوره، حلقه و رویداد در دانش‌سرا`
                  : 'دوره‌ها، حلقه‌ها و رویدادهای استاد'}
              </Typography>
            </Box>
          ) : undefined
        }
      />
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <ClassroomGrid
          kind="training"
          data={professor ? classrooms.data : undefined}
          isPending={!professor || classrooms.isPending}
          isFetching={classrooms.isFetching}
          error={professors.error ?? classrooms.error}
          onRetry={() => void (professors.error ? professors.refetch() : classrooms.refetch())}
          page={page}
          onPage={setPage}
          emptyText="این استاد هنوز دوره‌ای در دانش‌سرا ندارد."
          emptyAction={
            <Button component={RouterLink} to={paths.allClassrooms} variant="contained">
              همه دوره‌ها
            </Button>
          }
        />
      </Container>
    </>
  );
}
