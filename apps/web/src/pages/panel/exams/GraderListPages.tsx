import GradingOutlined from '@mui/icons-material/GradingOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import Box from '@mui/material/Box';
import type { AnswerBookListParams } from '@daneshsara/api-client';
import { formatJalaliDateTime, toPersianDigits } from '@daneshsara/domain';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useAnswerBooks, useGraderClassrooms, useMyId } from '../../../features/exams/api';
import { bookBadge, examPaths, formatScore, showsTotal } from '../../../features/exams/model';
import { useClassroom } from '../../../features/learning/api';
import { ChipRow, LabeledChip } from '../../../features/learning/components/PanelParts';
import { LinkRow, RowsSkeleton, SectionRows } from '../../../features/learning/components/RowList';
import { StatusChip } from '../../../features/payments/components/StatusChip';
import { parseId } from '../../../features/payments/params';
import { FilterChips } from '../../../kit/FilterChips';
import { PageHeader } from '../../../kit/PageHeader';
import { Pager } from '../../../kit/Pager';
import { SectionCard } from '../../../kit/SectionCard';

const PER_PAGE = 12;

/** /panel/profile/my_as_a_grader_classrooms: «تصحیح های من», the classrooms I grade. */
export function GraderClassroomsPage() {
  const [page, setPage] = useState(1);
  const list = useGraderClassrooms(page);
  const data = list.data;
  return (
    <Box sx={{ maxWidth: 1080, mx: 'auto' }}>
      <PageHeader
        title="تصحیح های من"
        description="کلاس‌هایی که مصحح آن‌ها هستید؛ پاسخ‌نامه‌های در انتظار تصحیح و تصحیح‌های شما در صفحه هر کلاس."
      />
      <SectionCard id="grader-classrooms" title="کلاس‌های من" icon={<SchoolOutlined />}>
        <SectionRows
          query={{ ...list, data: data?.results }}
          notAllowed={false}
          notAllowedNote=""
          loadingLabel="در حال بارگذاری کلاس‌ها"
          skeleton={<RowsSkeleton rows={2} />}
          emptyNote="هنوز مصحح کلاسی نشده‌اید؛ پس از تعیین شما به عنوان مصحح، کلاس اینجا نمایش داده می‌شود."
          label="کلاس‌ها"
          footer={
            data && (
              <Pager page={page} pages={data.num_pages} count={data.count} onChange={setPage} />
            )
          }
        >
          {(rows) =>
            rows.map((c, i) => (
              <LinkRow
                key={c.id}
                to={examPaths.graderBooks(c.id)}
                n={(page - 1) * PER_PAGE + i + 1}
                title={toPersianDigits(c.title)}
                subtitle={c.professor_info?.full_name ? `استاد: ${c.professor_info.full_name}` : c.unit_info?.title ?? ''}
              >
                {null}
              </LinkRow>
            ))
          }
        </SectionRows>
      </SectionCard>
    </Box>
  );
}

type Filter = 'WAITING_FOR_GRADING' | 'GRADING' | 'GRADED' | 'UNGRADABLE' | 'OBJECTED' | 'FINALIZED';
const FILTERS: { value: Filter; label: string }[] = [
  { value: 'WAITING_FOR_GRADING', label: 'در انتظار تصحیح' },
  { value: 'GRADING', label: 'در حال تصحیح من' },
  { value: 'GRADED', label: 'تصحیح شده' },
  { value: 'UNGRADABLE', label: 'نیاز به رفع مشکل' },
  { value: 'OBJECTED', label: 'اعتراض شده' },
  { value: 'FINALIZED', label: 'نهایی شده' },
];

/**
 * .../:classroom_id/answer_books: the books waiting for a grader (nobody's yet) and my own by
 * status (ENDPOINTS.md 4.2: WAITING_FOR_GRADING has no grader filter, the others `grader=<me>`).
 */
export function GraderBooksPage() {
  const classroomId = parseId(useParams().classroom_id) ?? 0;
  const me = useMyId();
  const classroom = useClassroom(classroomId || null);
  const [filter, setFilter] = useState<Filter>('WAITING_FOR_GRADING');
  const [page, setPage] = useState(1);
  const params: AnswerBookListParams = {
    test__classroom: classroomId,
    status: filter,
    grader: filter === 'WAITING_FOR_GRADING' ? undefined : (me ?? undefined),
    page,
    per_page: PER_PAGE,
  };
  const list = useAnswerBooks(params, classroomId > 0);
  const data = list.data;
  return (
    <Box sx={{ maxWidth: 1080, mx: 'auto' }}>
      <PageHeader
        title={classroom.data ? `تصحیح ${toPersianDigits(classroom.data.title)}` : 'پاسخ‌نامه‌ها'}
        back={{ to: examPaths.graderClassrooms, label: 'تصحیح های من' }}
      />
      <SectionCard id="grader-books" title="پاسخ‌نامه‌ها" icon={<GradingOutlined />}>
        <FilterChips
          label="وضعیت پاسخ‌نامه"
          options={FILTERS}
          value={filter}
          onChange={(v) => {
            setFilter(v);
            setPage(1);
          }}
        />
        <SectionRows
          query={{ ...list, data: data?.results }}
          notAllowed={false}
          notAllowedNote=""
          loadingLabel="در حال بارگذاری پاسخ‌نامه‌ها"
          skeleton={<RowsSkeleton rows={3} />}
          emptyNote="پاسخ‌نامه‌ای با این وضعیت نیست."
          label="پاسخ‌نامه‌ها"
          footer={data && <Pager page={page} pages={data.num_pages} count={data.count} onChange={setPage} />}
        >
          {(rows) =>
              rows.map((b, i) => (
                <LinkRow
                  key={b.id}
                  to={b.status === 'GRADING' && b.grader === me ? examPaths.graderGrade(classroomId, b.id) : examPaths.graderShow(classroomId, b.id)}
                  n={(page - 1) * PER_PAGE + i + 1}
                  title={b.owner_info?.full_name ?? 'آزمون‌دهنده'}
                  badges={<StatusChip {...bookBadge(b)} />}
                  subtitle={`${toPersianDigits(b.test_info.title)}${b.attending_end_time ? ` · پایان ${formatJalaliDateTime(b.attending_end_time)}` : ''}`}
                >
                  {showsTotal(b.status) ? (
                    <ChipRow>
                      <LabeledChip label="نمره کل" badge={{ label: formatScore(b.total_score), tone: 'success' }} />
                    </ChipRow>
                  ) : null}
                </LinkRow>
              ))
          }
        </SectionRows>
      </SectionCard>
    </Box>
  );
}
