import { AnswerBookStatus, formatJalaliDateTime, toPersianDigits } from '@daneshsara/domain';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import ReplyOutlinedIcon from '@mui/icons-material/ReplyOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Labeled, RecordContextProvider, useGetOne, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { ShowGrid, ShowSection } from '../../../../inputs/ShowSection';
import { OpenLink, LoadError } from '../../projects/kit/parts';
import { DialogButton } from '../../shared/buttons';
import { DecimalInput } from '../../shared/DecimalInput';
import { faDigits, FaTextInput } from '../../shared/text';
import { LoadingRows, TextBlock, TitleRow } from '../../shared/ui';
import { useLmaCall } from '../../shared/useLmaCall';
import { Page } from '../../shared/UnitPage';
import { htmlToText } from '../../payload';
import { markText } from '../../projects/kit/onePage';
import { plainText } from '../model';
import { ANSWER_BOOKS_PATH, ANSWER_BOOKS_RESOURCE, ANSWER_SHEETS_PATH, answerBooksRoute, answerText, validateObjectionResult, validateScore, type AnswerBookRow, type AnswerSheetRow } from './model';
import { BookStatusField, TotalField } from './BookScreens';

const at = (v: string | null) => (v ? formatJalaliDateTime(v) : '—');

/** «تغییر نمره»: PUT answer_sheets/{id}/submit_score, from 0 to the question's mark. */
function ScoreButton({ sheet }: { sheet: AnswerSheetRow }) {
  const translate = useTranslate();
  const { submit } = useLmaCall();
  const mark = sheet.test_question_info.mark;
  return (
    <DialogButton
      label="app.exams.books.change_score"
      icon={<EditOutlinedIcon />}
      title={translate('app.exams.books.score_title', { n: toPersianDigits(String(sheet.test_question_info.order + 1)), mark: markText(mark) })}
      submitLabel="ra.action.save"
      defaultValues={{ score: sheet.score }}
      validate={validateScore(mark)}
      onSubmit={(values) => submit(`${ANSWER_SHEETS_PATH}/${sheet.id}/submit_score`, 'PUT', { score: values.score as number }, 'app.exams.books.score_saved')}
    >
      <DecimalInput source="score" label="app.exams.books.score" fullWidth autoFocus />
    </DialogButton>
  );
}

/** One answer: the question, what the learner gave (choice, text, picture), its score and mark. */
function AnswerCard({ sheet, editable }: { sheet: AnswerSheetRow; editable: boolean }) {
  const translate = useTranslate();
  const q = sheet.test_question_info;
  const given = answerText(sheet);
  return (
    <Box component="article" sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 1.5, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <TitleRow>
        <Typography variant="subtitle2" component="h3">
          {translate('app.exams.books.question', { n: toPersianDigits(String(q.order + 1)) })}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {translate('app.exams.books.sheet_score', { score: markText(sheet.score), mark: markText(q.mark) })}
        </Typography>
      </TitleRow>
      <Typography variant="body2">{faDigits(plainText(q.question_info.text, 400))}</Typography>
      <Labeled label="app.exams.books.answer">
        <TextBlock text={faDigits(htmlToText(given))} />
      </Labeled>
      {sheet.answer_attachment && <OpenLink href={sheet.answer_attachment} label="app.exams.books.attachment" />}
      {q.question_info.correct_answer && (
        <Labeled label="app.exams.books.model_answer">
          <TextBlock text={faDigits(htmlToText(q.question_info.correct_answer))} />
        </Labeled>
      )}
      {editable && (
        <Box>
          <ScoreButton sheet={sheet} />
        </Box>
      )}
    </Box>
  );
}

/** «پاسخ به اعتراض»: PUT submit_objection_result; the book is then final. */
function ObjectionAnswerButton({ book }: { book: AnswerBookRow }) {
  const { submit } = useLmaCall();
  return (
    <DialogButton
      label="app.exams.books.objection.answer"
      icon={<ReplyOutlinedIcon />}
      variant="contained"
      title="app.exams.books.objection.answer_title"
      submitLabel="app.exams.books.objection.send"
      validate={validateObjectionResult}
      onSubmit={(values) => submit(`${ANSWER_BOOKS_PATH}/${book.id}/submit_objection_result`, 'PUT', { objection_result: String(values.objection_result).trim() }, 'app.exams.books.objection.done')}
    >
      <FaTextInput source="objection_result" label="app.exams.books.objection.result" multiline minRows={3} fullWidth helperText="app.exams.books.objection.result_help" />
    </DialogButton>
  );
}

function ObjectionSection({ book }: { book: AnswerBookRow }) {
  const translate = useTranslate();
  if (!book.objection_request) return null;
  const open = book.status === AnswerBookStatus.OBJECTED;
  return (
    <ShowSection title="app.exams.books.objection.title" action={open ? <ObjectionAnswerButton book={book} /> : undefined}>
      <ShowGrid>
        <Labeled label="app.exams.books.objection.request">
          <TextBlock text={faDigits(book.objection_request)} />
        </Labeled>
        <Labeled label="app.exams.books.objection.time">
          <Typography variant="body2">{at(book.objection_time)}</Typography>
        </Labeled>
        <Labeled label="app.exams.books.objection.result">
          <TextBlock text={faDigits(book.objection_result ?? '')} />
        </Labeled>
      </ShowGrid>
      {open && <Alert severity="info" sx={{ mt: 2 }}>{translate('app.exams.books.objection.help')}</Alert>}
    </ShowSection>
  );
}

/**
 * {classrooms|events}/{classroom_id}/test/{test_id}/answer_books/{answer_book_id}/show_grades:
 * the book's learner, status, total and grader; each answer with its score; staff change a
 * score and answer an objection while the book is OBJECTED.
 */
export function ShowGradesPage({ classroomResource }: { classroomResource: string }) {
  const { classroomId = '', testId = '', answerBookId = '' } = useParams();
  const translate = useTranslate();
  const { data: book, error, isPending } = useGetOne<AnswerBookRow>(ANSWER_BOOKS_RESOURCE, { id: Number(answerBookId) });
  const editable = book?.status === AnswerBookStatus.OBJECTED || book?.status === AnswerBookStatus.GRADING;
  return (
    <Page
      title={translate('app.exams.books.grades_title', { name: faDigits(book?.owner_info?.full_name ?? ''), test: faDigits(book?.test_info.title ?? '') })}
      back={answerBooksRoute(classroomResource, classroomId, testId)}
      backLabel="app.exams.books.back"
    >
      {error ? (
        <LoadError error={error} />
      ) : isPending || !book ? (
        <LoadingRows />
      ) : (
        <RecordContextProvider value={book}>
          <ShowSection title="app.exams.books.summary">
            <ShowGrid>
              <Labeled label="app.exams.books.learner">
                <Typography variant="body2">{faDigits(book.owner_info?.full_name ?? '')}</Typography>
              </Labeled>
              <Labeled label="app.exams.books.status_label">
                <Box sx={{ display: 'flex' }}>
                  <BookStatusField />
                </Box>
              </Labeled>
              <Labeled label="app.exams.books.total">
                <TotalField />
              </Labeled>
              <Labeled label="app.exams.books.grader">
                <Typography variant="body2">{faDigits(book.grader_info?.full_name ?? '—')}</Typography>
              </Labeled>
              <Labeled label="app.exams.books.started">
                <Typography variant="body2">{at(book.attending_start_time)}</Typography>
              </Labeled>
              <Labeled label="app.exams.books.ended">
                <Typography variant="body2">{at(book.attending_end_time)}</Typography>
              </Labeled>
              <Labeled label="app.exams.books.grader_description">
                <TextBlock text={faDigits(book.grader_description ?? '')} />
              </Labeled>
              {book.overall_answer_attachment && (
                <Labeled label="app.exams.books.overall">
                  <OpenLink href={book.overall_answer_attachment} label="app.exams.books.attachment" />
                </Labeled>
              )}
            </ShowGrid>
          </ShowSection>
          <ObjectionSection book={book} />
          <ShowSection title="app.exams.books.answers">
            <Box sx={{ display: 'grid', gap: 1.5 }}>
              {book.answer_sheet_info.length ? (
                book.answer_sheet_info.map((sheet) => <AnswerCard key={sheet.id} sheet={sheet} editable={editable} />)
              ) : (
                <Typography variant="body2" color="text.secondary">
                  {translate('app.exams.books.no_answers')}
                </Typography>
              )}
            </Box>
          </ShowSection>
        </RecordContextProvider>
      )}
    </Page>
  );
}
