import EditOutlined from '@mui/icons-material/EditOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { isApiError } from '@daneshsara/api-client';
import { formatJalaliDateTime, toPersianDigits } from '@daneshsara/domain';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { RichText } from '../../../kit/RichText';
import { LoadError } from '../../../kit/LoadError';
import { PageHeader } from '../../../kit/PageHeader';
import { SectionCard } from '../../../kit/SectionCard';
import type { AnswerInput, ClassroomRow } from '../lmaApi';
import { classroomBack, MY_CLASSROOMS_BACK, type AnswerState } from '../sessionsModel';
import { AnswerForm } from './AnswerForm';
import {
  AttachmentLink,
  Facts,
  NotFoundPage,
  PageSkeleton,
  TitleRow,
  TwoColumns,
  type Fact,
} from './PanelParts';

/** What the page of one of my rows reads (react-query's result fits). */
interface RowQuery<T> {
  data: T | undefined;
  isPending: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * The page of a session or a project of my classroom: «پیدا نشد» for a row that is not mine (or
 * not there), the header, then the load error, a skeleton, or the row in two columns.
 */
export function DetailPage<T extends { title: string }>({
  noun,
  notFound,
  query,
  back,
  description,
  badge,
  main,
  side,
  rest,
}: {
  /** «جلسه», «پروژه» */
  noun: string;
  notFound: boolean;
  query: RowQuery<T>;
  back: { to: string; label: string };
  description: (row: T) => ReactNode;
  badge: (row: T) => ReactNode;
  main: (row: T) => ReactNode;
  side: (row: T) => ReactNode;
  rest: (row: T) => ReactNode;
}) {
  const row = query.data;
  if (notFound || (isApiError(query.error) && query.error.status === 404)) {
    return <NotFoundPage title={noun} what={`این ${noun}`} back={MY_CLASSROOMS_BACK} />;
  }
  return (
    <Box sx={{ maxWidth: 1080, mx: 'auto' }}>
      <PageHeader
        title={row ? toPersianDigits(row.title) : noun}
        description={row ? description(row) : undefined}
        badge={row ? badge(row) : undefined}
        back={back}
      />
      {query.error && !row ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : query.isPending || !row ? (
        <PageSkeleton label={`در حال بارگذاری ${noun}`} />
      ) : (
        <TwoColumns main={main(row)} side={side(row)} rest={rest(row)} />
      )}
    </Box>
  );
}

/** What a session's or a project's sheet keeps of the answer handed in. */
interface HandedIn {
  answer_time: string | null;
  answer_text: string | null;
  answer_attachment: string | null;
}

/** «کلاس» of a session's or a project's facts: a link back to my classroom once it is read. */
function classroomFact(classroom: ClassroomRow | undefined): Fact {
  const back = classroomBack(classroom);
  return {
    label: 'کلاس',
    wide: true,
    value: classroom ? (
      <Link component={RouterLink} to={back.to}>
        {back.label}
      </Link>
    ) : (
      <Skeleton width={140} />
    ),
  };
}

/** «درباره …» of a session or a project: its classroom and facts, then its text. */
export function AboutCard({
  id,
  title,
  icon,
  classroom,
  facts,
  text,
}: {
  id: string;
  title: string;
  icon: ReactNode;
  classroom: ClassroomRow | undefined;
  /** After «کلاس». */
  facts: Fact[];
  text: string | null | undefined;
}) {
  return (
    <SectionCard id={id} title={title} icon={icon}>
      <Facts items={[classroomFact(classroom), ...facts]} />
      {text?.trim() && (
        <>
          <Divider sx={{ my: 2.5 }} />
          <RichText text={text} />
        </>
      )}
    </SectionCard>
  );
}

/** A section of a rich text (syllabus, contents, the answer); nothing when the text is empty. */
export function TextSection({
  id,
  title,
  icon,
  text,
}: {
  id: string;
  title: string;
  icon: ReactNode;
  text: string | null | undefined;
}) {
  if (!text?.trim()) return null;
  return (
    <SectionCard id={id} title={title} icon={icon}>
      <RichText text={text} />
    </SectionCard>
  );
}

/** The answer already handed in (named by `label`): when, the text and the file. */
export function SentAnswer({
  label,
  badge,
  sheet,
}: {
  label: string;
  /** At the end of the heading: the answer's status. */
  badge?: ReactNode;
  sheet: HandedIn;
}) {
  return (
    <Box
      role="group"
      aria-label={label}
      sx={{
        p: 2,
        mb: 2.5,
        borderRadius: 1,
        bgcolor: '#faf8f4',
        border: '1px solid',
        borderColor: 'divider',
      }}
    >
      <TitleRow mb={0.5}>
        <Typography sx={{ fontWeight: 700 }}>{label}</Typography>
        {badge}
      </TitleRow>
      {sheet.answer_time && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          {`ارسال در ${formatJalaliDateTime(sheet.answer_time)}`}
        </Typography>
      )}
      {sheet.answer_text?.trim() && (
        <Typography
          sx={{ whiteSpace: 'pre-wrap', lineHeight: 1.9, overflowWrap: 'anywhere', mb: 1 }}
        >
          {toPersianDigits(sheet.answer_text)}
        </Typography>
      )}
      <AttachmentLink url={sheet.answer_attachment} />
    </Box>
  );
}

/**
 * Handing in while the window is open (the form, or «ویرایش پاسخ» over an answer already sent),
 * else why not: verified for good, or closed.
 */
export function AnswerControls({
  state,
  sheet,
  sent,
  rejected,
  texts,
  pending,
  onSubmit,
}: {
  state: AnswerState;
  sheet: HandedIn | null | undefined;
  sent: boolean;
  /** The last answer was turned down: it may be mended and sent again. */
  rejected: boolean;
  texts: {
    /** The form's accessible name. */
    form: string;
    success: string;
    rejected: string;
    verified: string;
    closed: string;
  };
  pending: boolean;
  onSubmit: (input: AnswerInput) => Promise<unknown>;
}) {
  const [editing, setEditing] = useState(false);
  return (
    <>
      {state === 'open' && rejected && (
        <Alert severity="warning" sx={{ mb: 2, lineHeight: 1.9 }}>
          {texts.rejected}
        </Alert>
      )}
      {state === 'open' && sent && !editing ? (
        <Button
          variant="outlined"
          startIcon={<EditOutlined />}
          onClick={() => setEditing(true)}
          sx={{ minHeight: 44 }}
        >
          ویرایش پاسخ
        </Button>
      ) : state === 'open' ? (
        <AnswerForm
          name={texts.form}
          textLabel="متن پاسخ"
          initialText={sheet?.answer_text}
          existingAttachment={sheet?.answer_attachment}
          submitLabel={sent ? 'ارسال دوباره' : 'ارسال پاسخ'}
          successMessage={texts.success}
          pending={pending}
          onSubmit={onSubmit}
          onSent={() => setEditing(false)}
          onCancel={sent ? () => setEditing(false) : undefined}
        />
      ) : state === 'verified' ? (
        <Alert severity="success" icon={<TaskAltOutlined />} sx={{ lineHeight: 1.9 }}>
          {texts.verified}
        </Alert>
      ) : state === 'closed' ? (
        <Alert severity="info" icon={<LockOutlined />} sx={{ lineHeight: 1.9 }}>
          {texts.closed}
        </Alert>
      ) : null}
    </>
  );
}
