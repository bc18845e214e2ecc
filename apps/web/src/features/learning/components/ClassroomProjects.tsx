import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isApiError } from '@daneshsara/api-client';
import { formatNumber, toPersianDigits } from '@daneshsara/domain';
import { Link as RouterLink } from 'react-router-dom';
import { LoadError } from '../../payments/components/LoadError';
import { SectionCard } from '../../payments/components/SectionCard';
import { StatusChip } from '../../payments/components/StatusChip';
import { KINDS, type LearningKind } from '../kinds';
import type { ProjectRow } from '../lmaApi';
import { useClassroomProjects } from '../sessionsApi';
import {
  learningPanelPaths,
  myProjectSheet,
  PROJECT_TYPE_LABELS,
  projectAnswerBadge,
  projectDeadline,
} from '../sessionsModel';
import { ROW_LINK_SX, RowNumber, RowsSkeleton } from './ClassroomSessions';
import { ChipRow, InlineNote, LabeledChip } from './PanelParts';

function ProjectItem({ row, n }: { row: ProjectRow; n: number }) {
  const title = toPersianDigits(row.title);
  return (
    <Box component="li" aria-label={title}>
      <ButtonBase
        component={RouterLink}
        to={learningPanelPaths.project(row.classroom, row.id)}
        sx={ROW_LINK_SX}
      >
        <RowNumber n={n} />
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 0.75 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography sx={{ fontWeight: 700, lineHeight: 1.7, overflowWrap: 'anywhere' }}>
              {title}
            </Typography>
            <StatusChip label={`پروژه ${PROJECT_TYPE_LABELS[row.type] ?? ''}`} tone="info" />
            {row.is_mandatory && <StatusChip label="اجباری" tone="warning" />}
          </Box>
          <Typography variant="body2" sx={{ color: 'text.secondary', lineHeight: 1.8 }}>
            {projectDeadline(row)}
          </Typography>
          <ChipRow>
            <LabeledChip label="پاسخ من" badge={projectAnswerBadge(myProjectSheet(row))} />
            {row.is_enabled_answering && myProjectSheet(row)?.answer_status !== 'VERIFIED' && (
              <Typography
                variant="body2"
                component="span"
                sx={{ color: 'primary.main', fontWeight: 600 }}
              >
                مهلت ارسال باز است
              </Typography>
            )}
          </ChipRow>
        </Box>
        <ChevronLeftRounded
          sx={{
            color: 'text.secondary',
            alignSelf: 'center',
            flexShrink: 0,
            mx: { xs: -0.5, sm: 0 },
          }}
        />
      </ButtonBase>
    </Box>
  );
}

/** «پروژه‌ها» of the learner's classroom page: each with its deadline and my hand-in. */
export function ClassroomProjects({
  classroomId,
  kind,
}: {
  classroomId: number;
  kind: LearningKind;
}) {
  const list = useClassroomProjects(classroomId);
  const rows = list.data;
  const notAllowed = isApiError(list.error) && list.error.status === 404;
  return (
    <SectionCard
      id="classroom-projects"
      title="پروژه‌ها"
      description={
        rows && rows.length > 0
          ? `${formatNumber(rows.length)} پروژه؛ شرح، مهلت و ارسال پاسخ در صفحه هر پروژه.`
          : 'پروژه‌های تکی و گروهی و پاسخ‌های ارسالی شما.'
      }
      icon={<AssignmentOutlined />}
    >
      {notAllowed ? (
        <InlineNote>{`پروژه‌های این ${KINDS[kind].noun} تنها برای ثبت نام‌شدگان قطعی نمایش داده می‌شود.`}</InlineNote>
      ) : list.isError && !rows ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.isPending ? (
        <Box aria-busy="true" aria-label="در حال بارگذاری پروژه‌ها">
          <RowsSkeleton rows={2} />
        </Box>
      ) : rows && rows.length === 0 ? (
        <InlineNote>{`برای این ${KINDS[kind].noun} هنوز پروژه‌ای تعریف نشده است.`}</InlineNote>
      ) : (
        <Stack
          component="ul"
          spacing={1.5}
          aria-label="پروژه‌ها"
          sx={{ listStyle: 'none', m: 0, p: 0 }}
        >
          {rows?.map((row, i) => (
            <ProjectItem key={row.id} row={row} n={i + 1} />
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
