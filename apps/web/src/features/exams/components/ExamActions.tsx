import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { AnswerBookRow, TestRow } from '@daneshsara/api-client';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useMyId, useOpenBook } from '../api';
import { examFlags, examPaths, rememberedMode } from '../model';

/**
 * The four buttons of a test (ENDPOINTS.md 4.2), each shown by its server flag: «شرکت در آزمون»
 * (opens my book, then the rules), «ادامه آزمون», «اعتراض به نتیجه», «مشاهده نتیجه».
 */
export function ExamActions({
  test,
  book,
  fullWidth = false,
}: {
  test: Pick<TestRow, 'id' | 'is_enabled_attending' | 'is_enabled_continuing' | 'is_enabled_objecting' | 'is_enabled_viewing'>;
  book: AnswerBookRow | null;
  fullWidth?: boolean;
}) {
  const me = useMyId();
  const navigate = useNavigate();
  const open = useOpenBook();
  const flags = examFlags(test, book);
  const continueTo = book
    ? rememberedMode(book.id)
      ? examPaths.allQuestions(test.id, book.id)
      : examPaths.confirmation(test.id, book.id)
    : '';
  const attend = () => {
    if (me === null) return;
    open.mutate(
      { owner: me, test: test.id },
      { onSuccess: (b) => void navigate(examPaths.confirmation(test.id, b.id)) },
    );
  };
  const any = Object.values(flags).some(Boolean);
  if (!any) return null;
  return (
    <Box sx={{ display: 'flex', gap: 1.25, flexWrap: 'wrap', flexDirection: fullWidth ? 'column' : 'row' }}>
      {flags.is_enabled_attending && (
        <Button
          variant="contained"
          onClick={attend}
          disabled={open.isPending}
          aria-busy={open.isPending}
          startIcon={open.isPending ? <CircularProgress size={18} color="inherit" /> : <PlayArrowRounded />}
        >
          شرکت در آزمون
        </Button>
      )}
      {flags.is_enabled_continuing && book && (
        <Button component={RouterLink} to={continueTo} variant="contained" startIcon={<PlayArrowRounded />}>
          ادامه آزمون
        </Button>
      )}
      {flags.is_enabled_viewing && book && (
        <Button
          component={RouterLink}
          to={examPaths.show(test.id, book.id)}
          variant={flags.is_enabled_objecting ? 'outlined' : 'contained'}
          startIcon={<FactCheckOutlined />}
        >
          مشاهده نتیجه
        </Button>
      )}
      {flags.is_enabled_objecting && book && (
        <Button
          component={RouterLink}
          to={examPaths.objection(test.id, book.id)}
          variant="outlined"
          color="secondary"
          startIcon={<RateReviewOutlined />}
        >
          اعتراض به نتیجه
        </Button>
      )}
    </Box>
  );
}
