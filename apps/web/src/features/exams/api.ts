import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createLmaExamsApi,
  type AnswerBookListParams,
  type AnswerBookRow,
  type AnswerSheetInput,
  type AnswerSheetRow,
  type OverallAnswerInput,
} from '@daneshsara/api-client';
import { api } from '../../lib/api';
import { USER_SCOPE } from '../../lib/queryKeys';
import { useSession } from '../auth/session';

export const exams = createLmaExamsApi(api.http);

/** My tests and books, under ['me', 'exams']: dropped on logout; flags move with the server's clock (staleTime 0). */
export const examKeys = {
  all: [...USER_SCOPE, 'exams'] as const,
  tests: (classroom: number) => [...USER_SCOPE, 'exams', 'tests', classroom] as const,
  test: (id: number) => [...USER_SCOPE, 'exams', 'test', id] as const,
  books: (params: AnswerBookListParams) => [...USER_SCOPE, 'exams', 'books', params] as const,
  book: (id: number) => [...USER_SCOPE, 'exams', 'book', id] as const,
  sitting: (id: number) => [...USER_SCOPE, 'exams', 'sitting', id] as const,
  graderClassrooms: (page: number) => [...USER_SCOPE, 'exams', 'grader-classrooms', page] as const,
  questionnaire: (test: number) => [...USER_SCOPE, 'exams', 'questionnaire', test] as const,
};

function useSignedIn() {
  return !!useSession().token;
}

export function useMyId(): number | null {
  return useSession().user?.user_id ?? null;
}

export function useClassroomTests(classroom: number, enabled = true) {
  const on = useSignedIn();
  return useQuery({
    queryKey: examKeys.tests(classroom),
    queryFn: ({ signal }) => exams.listTests(classroom, signal),
    select: (page) => page.results,
    enabled: on && enabled,
    staleTime: 0,
  });
}

export function useTest(id: number | null) {
  const on = useSignedIn();
  return useQuery({
    queryKey: examKeys.test(id ?? 0),
    queryFn: ({ signal }) => exams.getTest(id as number, signal),
    enabled: on && id !== null,
    staleTime: 0,
  });
}

export function useAnswerBooks(params: AnswerBookListParams, enabled = true) {
  const on = useSignedIn();
  return useQuery({
    queryKey: examKeys.books(params),
    queryFn: ({ signal }) => exams.listAnswerBooks(params, signal),
    enabled: on && enabled,
    staleTime: 0,
    placeholderData: (previous) => previous,
  });
}

export function useAnswerBook(id: number | null) {
  const on = useSignedIn();
  return useQuery({
    queryKey: examKeys.book(id ?? 0),
    queryFn: ({ signal }) => exams.getAnswerBook(id as number, signal),
    enabled: on && id !== null,
    staleTime: 0,
  });
}

/**
 * The sitting: get_test_questions (the first fetch starts the attempt). Never refetched behind
 * the page's back: the page asks again itself to re-sync the clock (tab hidden, late tick).
 */
export function useSitting(id: number | null) {
  const on = useSignedIn();
  return useQuery({
    queryKey: examKeys.sitting(id ?? 0),
    queryFn: async ({ signal }) => {
      const book = await exams.getTestQuestions(id as number, signal);
      return { book, receivedAt: Date.now() };
    },
    enabled: on && id !== null,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: false,
  });
}

/**
 * My book of an event's questionnaire (ENDPOINTS.md 4.1 step 3): POST get_or_create is safe to
 * repeat (one book per learner and test), so it is read as a query; the server admits whoever may
 * register now, and refuses (409) when registering is closed or the questionnaire is not held.
 */
export function useQuestionnaireBook(test: number | null) {
  const on = useSignedIn();
  const me = useMyId();
  return useQuery({
    queryKey: examKeys.questionnaire(test ?? 0),
    queryFn: () => exams.getOrCreateAnswerBook(me as number, test as number),
    enabled: on && me !== null && test !== null,
    staleTime: 0,
    refetchOnWindowFocus: false,
    retry: false,
  });
}

export function useGraderClassrooms(page: number) {
  const on = useSignedIn();
  return useQuery({
    queryKey: examKeys.graderClassrooms(page),
    queryFn: ({ signal }) => exams.listMyGraderClassrooms({ page, per_page: 12 }, signal),
    enabled: on,
    staleTime: 0,
    placeholderData: (previous) => previous,
  });
}

/** After any book action: the book's reads and lists are stale. */
function useBookChanged() {
  const qc = useQueryClient();
  return (book?: AnswerBookRow) => {
    if (book?.id) qc.setQueryData(examKeys.book(book.id), book);
    void qc.invalidateQueries({ queryKey: examKeys.all });
  };
}

/** Attend: my book for the test (made on the first call). */
export function useOpenBook() {
  const changed = useBookChanged();
  return useMutation({
    mutationFn: ({ owner, test }: { owner: number; test: number }) =>
      exams.getOrCreateAnswerBook(owner, test),
    onSuccess: changed,
  });
}

type Sitting = { book: AnswerBookRow; receivedAt: number };

/**
 * One answer; the page shows its saved state (and the error) itself. The saved sheet goes into
 * the sitting's copy, so a question shown again (one a page) starts from what was saved.
 */
export function useSaveAnswer() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: AnswerSheetInput) => exams.submitAnswer(input),
    onSuccess: (row, input) => {
      qc.setQueryData<Sitting>(examKeys.sitting(input.answer_book), (old) => {
        if (!old) return old;
        const sheets = old.book.answer_sheet_info;
        const mine = (s: AnswerSheetRow) => (s.test_question ?? s.test_question_info?.id) === input.test_question;
        const before = sheets.find(mine);
        const empty: AnswerSheetRow = {
          id: 0,
          score: null,
          test_question_info: null,
          answer_text: null,
          answer_attachment: null,
          answer_choice_index: null,
        };
        const saved: AnswerSheetRow = { ...empty, ...before, ...row, test_question: input.test_question };
        return {
          ...old,
          book: { ...old.book, answer_sheet_info: [...sheets.filter((s) => !mine(s)), saved] },
        };
      });
    },
    meta: { silentError: true },
  });
}

export function useSaveOverall(book: number) {
  return useMutation({
    mutationFn: (input: OverallAnswerInput) => exams.submitOverallAnswer(book, input),
    meta: { silentError: true },
  });
}

type BookAction =
  | 'confirmAnswers'
  | 'setGraderToMe'
  | 'confirmScores'
  | 'confirmUngradable';

/** A PUT on the book that takes no input; its answer is the book. */
export function useBookAction(book: number, action: BookAction) {
  const changed = useBookChanged();
  return useMutation({ mutationFn: () => exams[action](book), onSuccess: changed });
}

export function useSubmitObjection(book: number) {
  const changed = useBookChanged();
  return useMutation({
    mutationFn: (text: string) => exams.submitObjection(book, text),
    onSuccess: changed,
  });
}

export function useGraderNote(book: number) {
  const changed = useBookChanged();
  return useMutation({
    mutationFn: (text: string) => exams.submitGraderDescription(book, text),
    onSuccess: changed,
  });
}

export function useSubmitScore(book: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ sheet, score }: { sheet: number; score: number }) =>
      exams.submitScore(sheet, score),
    onSuccess: () => void qc.invalidateQueries({ queryKey: examKeys.book(book) }),
    meta: { silentError: true },
  });
}
