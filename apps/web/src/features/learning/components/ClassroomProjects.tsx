import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import Typography from '@mui/material/Typography';
import { isApiError } from '@daneshsara/api-client';
import { formatNumber, toPersianDigits } from '@daneshsara/domain';
import { SectionCard } from '../../../kit/SectionCard';
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
import { ChipRow, LabeledChip } from './PanelParts';
import { LinkRow, RowsSkeleton, SectionRows } from './RowList';

function ProjectItem({ row, n }: { row: ProjectRow; n: number }) {
  return (
    <LinkRow
      to={learningPanelPaths.project(row.classroom, row.id)}
      n={n}
      title={toPersianDigits(row.title)}
      badges={
        <>
          <StatusChip label={`پروژه ${PROJECT_TYPE_LABELS[row.type] ?? ''}`} tone="info" />
          {row.is_mandatory && <StatusChip label="اجباری" tone="warning" />}
        </>
      }
      subtitle={projectDeadline(row)}
    >
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
    </LinkRow>
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
      <SectionRows
        query={list}
        notAllowed={notAllowed}
        notAllowedNote={`پروژه‌های این ${KINDS[kind].noun} تنها برای ثبت نام‌شدگان قطعی نمایش داده می‌شود.`}
        loadingLabel="در حال بارگذاری پروژه‌ها"
        skeleton={<RowsSkeleton rows={2} />}
        emptyNote={`برای این ${KINDS[kind].noun} هنوز پروژه‌ای تعریف نشده است.`}
        label="پروژه‌ها"
      >
        {(rows) => rows.map((row, i) => <ProjectItem key={row.id} row={row} n={i + 1} />)}
      </SectionRows>
    </SectionCard>
  );
}
