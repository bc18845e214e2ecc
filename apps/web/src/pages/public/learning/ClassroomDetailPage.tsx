import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { isApiError } from '@daneshsara/api-client';
import { toPersianDigits } from '@daneshsara/domain';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import { PageTitle } from '../../../components/PageTitle';
import { paths } from '../../../config/paths';
import { EmptyState } from '../../../kit/EmptyState';
import { LoadError } from '../../../kit/LoadError';
import { PageBreadcrumbs } from '../../../features/donation/components/PageHeader';
import { RichText } from '../../../kit/RichText';
import { useClassroom } from '../../../features/learning/api';
import { ActionPanel } from '../../../features/learning/components/ActionPanel';
import { UnitSubscription } from '../../../features/learning/components/UnitSubscription';
import {
  ClassroomFacts,
  ProfessorLine,
} from '../../../features/learning/components/ClassroomFacts';
import { ClassroomThumb } from '../../../features/learning/components/ClassroomThumb';
import { PeriodsTable } from '../../../features/learning/components/PeriodsTable';
import { TONE_DOT } from '../../../features/learning/components/tones';
import { filtersUrl } from '../../../features/learning/filters';
import { KINDS, kindOfCategoryType, type LearningKind } from '../../../features/learning/kinds';
import type { ClassroomRow } from '../../../features/learning/lmaApi';
import { audienceNote, statusBadge } from '../../../features/learning/model';
import { parseId } from '../../../features/payments/params';

const panelSx = {
  bgcolor: 'background.paper',
  border: '1px solid',
  borderColor: 'divider',
  borderRadius: 1.5,
  p: { xs: 2, md: 3 },
} as const;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={panelSx}>
      <Typography id={id} component="h2" sx={{ fontWeight: 800, fontSize: '1.15rem', mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function Head({ classroom, kind }: { classroom: ClassroomRow; kind: LearningKind }) {
  const status = statusBadge(classroom.status);
  const category = classroom.unit_info?.category_info;
  const audience = audienceNote(classroom.audience_gender_type);
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1.5 }}>
        {category && (
          <Chip
            component={RouterLink}
            to={filtersUrl(kind, { category: category.id })}
            clickable
            label={toPersianDigits(category.title)}
            size="small"
            sx={{ fontWeight: 700, bgcolor: '#e3f0f0', color: 'primary.dark' }}
          />
        )}
        <Chip
          size="small"
          label={status.label}
          icon={
            <Box
              component="span"
              aria-hidden
              sx={{ width: 7, height: 7, borderRadius: 99, bgcolor: TONE_DOT[status.tone] }}
            />
          }
          sx={{
            fontWeight: 700,
            bgcolor: 'background.paper',
            border: '1px solid',
            borderColor: 'divider',
            '& .MuiChip-icon': { ml: 1, mr: -0.25 },
          }}
        />
        {audience && (
          <Chip
            size="small"
            label={audience}
            sx={{ fontWeight: 700, bgcolor: 'rgba(201,119,107,0.12)', color: '#8a3f35' }}
          />
        )}
      </Box>
      <Typography
        component="h1"
        sx={{ fontWeight: 800, fontSize: { xs: '1.45rem', md: '2rem' }, lineHeight: 1.6 }}
      >
        {toPersianDigits(classroom.title)}
      </Typography>
      {classroom.professor_info && (
        <Box sx={{ mt: 2 }}>
          <ProfessorLine professor={classroom.professor_info} />
        </Box>
      )}
      <Box sx={{ mt: 2.5, pt: 2.5, borderTop: '1px solid', borderColor: 'divider' }}>
        <ClassroomFacts classroom={classroom} />
      </Box>
    </>
  );
}

function HeadSkeleton() {
  return (
    <>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Skeleton width={90} height={32} />
        <Skeleton width={110} height={32} />
      </Box>
      <Skeleton width="70%" height={52} />
      <Skeleton width={180} height={44} />
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2, mt: 2 }}>
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} height={44} />
        ))}
      </Box>
    </>
  );
}

function PanelSkeleton() {
  return (
    <Box aria-hidden>
      <Skeleton width="40%" />
      <Skeleton width="60%" height={48} />
      <Skeleton height={12} sx={{ mt: 2 }} />
      <Skeleton variant="rounded" height={52} sx={{ mt: 3 }} />
      <Skeleton variant="rounded" height={44} sx={{ mt: 1.5 }} />
    </Box>
  );
}

/**
 * /classroom/:id and /event/:id: one classroom with its professor, facts, periods, rules and
 * description, and the panel of what the visitor may do now (ENDPOINTS.md 4.1).
 */
export function ClassroomDetailPage() {
  const id = parseId(useParams().id);
  const { pathname } = useLocation();
  const { data: classroom, isPending, error, refetch } = useClassroom(id);
  const routeKind: LearningKind = pathname.startsWith('/event/') ? 'events' : 'training';
  const kind = classroom ? kindOfCategoryType(classroom.unit_info?.category_info?.type) : routeKind;
  const info = KINDS[kind];

  if (id === null || (isApiError(error) && error.status === 404)) {
    return (
      <Container maxWidth="md" sx={{ py: 6 }}>
        <PageTitle title={`${info.noun} یافت نشد`} />
        <EmptyState
          framed
          icon={<SearchOffRounded />}
          title={`این ${info.noun} یافت نشد.`}
          description="ممکن است نشانی اشتباه باشد یا هنوز منتشر نشده باشد."
          action={
            <Button
              component={RouterLink}
              to={info.publicList}
              variant="contained"
              startIcon={<ArrowForwardRounded />}
            >
              همه {info.title}
            </Button>
          }
        />
      </Container>
    );
  }
  if (error && !classroom) {
    return (
      <Container maxWidth="md" sx={{ py: 6 }}>
        <LoadError error={error} onRetry={() => void refetch()} />
      </Container>
    );
  }

  const rules = classroom?.rules?.trim();
  const unitRules = classroom?.unit_info?.rules?.trim();
  return (
    <>
      <PageTitle title={classroom?.title ?? info.noun} />
      <Container maxWidth="lg" sx={{ pt: { xs: 2, md: 3 }, pb: { xs: 5, md: 8 } }}>
        <PageBreadcrumbs
          crumbs={[
            { label: 'صفحه اصلی', to: paths.home },
            { label: info.title, to: info.publicList },
            { label: classroom ? toPersianDigits(classroom.title) : '…' },
          ]}
        />
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 2.5, md: 4 },
            alignItems: 'start',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(0, 4fr)' },
            gridTemplateRows: { md: 'auto auto 1fr' },
            gridTemplateAreas: {
              xs: '"media" "head" "act" "body"',
              md: '"media act" "head act" "body act"',
            },
          }}
        >
          <Box sx={{ gridArea: 'media' }}>
            {classroom ? (
              <ClassroomThumb
                src={classroom.thumbnail}
                alt={classroom.title}
                seed={classroom.id}
                kind={kind}
                caption={classroom.unit_info?.category_info?.title}
                ratio="21 / 9"
                eager
                sx={{ borderRadius: 1.5 }}
              />
            ) : (
              <Skeleton
                variant="rounded"
                sx={{ aspectRatio: '21 / 9', height: 'auto', borderRadius: 1.5 }}
              />
            )}
          </Box>
          <Box sx={{ gridArea: 'head', ...panelSx }}>
            {classroom ? <Head classroom={classroom} kind={kind} /> : <HeadSkeleton />}
          </Box>
          <Box
            component="aside"
            aria-label={`ثبت نام در ${info.noun}`}
            sx={{
              gridArea: 'act',
              position: { md: 'sticky' },
              top: { md: 88 },
              ...panelSx,
              boxShadow: { md: '0 12px 32px rgba(15,94,99,0.08)' },
            }}
          >
            {classroom ? <ActionPanel classroom={classroom} kind={kind} /> : <PanelSkeleton />}
            {classroom?.unit_info ? (
              <UnitSubscription unit={classroom.unit} unitTitle={toPersianDigits(classroom.unit_info.title)} />
            ) : null}
          </Box>
          <Box
            sx={{
              gridArea: 'body',
              display: 'flex',
              flexDirection: 'column',
              gap: { xs: 2.5, md: 3 },
            }}
          >
            {classroom?.description?.trim() && (
              <Section id="about-classroom" title={`درباره این ${info.noun}`}>
                <RichText text={classroom.description} />
              </Section>
            )}
            {classroom && (
              <Section id="classroom-periods" title="زمان‌بندی ثبت نام">
                <PeriodsTable classroom={classroom} />
              </Section>
            )}
            {(rules || unitRules) && (
              <Section id="classroom-rules" title="قوانین و شرایط">
                {rules && <RichText text={rules} />}
                {unitRules && (
                  <Box sx={{ mt: rules ? 2 : 0 }}>
                    <RichText text={unitRules} />
                  </Box>
                )}
              </Section>
            )}
            {isPending && (
              <Box sx={panelSx}>
                <Skeleton width="40%" height={32} />
                <Skeleton />
                <Skeleton />
                <Skeleton width="60%" />
              </Box>
            )}
          </Box>
        </Box>
      </Container>
    </>
  );
}
