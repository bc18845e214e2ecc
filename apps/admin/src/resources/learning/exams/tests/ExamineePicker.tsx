import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormHelperText from '@mui/material/FormHelperText';
import MuiButton from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useInput, useTranslate } from 'react-admin';
import { useOnePage } from '../../projects/kit/onePage';
import { LoadError } from '../../projects/kit/parts';
import { faDigits } from '../../shared/text';
import { FlagChip, LoadingRows } from '../../shared/ui';
import { CONDITIONS, EXAMINEE_SHEET_PATH, isAllowed, type ExamineeRow } from './model';

const CONDITION_KEYS = { is_passed_attendance_condition: 'attendance', is_passed_project_condition: 'project', is_passed_assignment_condition: 'assignment' } as const;

/** One learner: the box, the name and national code, مجاز / غیر مجاز and each condition. */
function ExamineeLine({ row, checked, disabled, onToggle }: { row: ExamineeRow; checked: boolean; disabled: boolean; onToggle: () => void }) {
  const translate = useTranslate();
  const name = faDigits(row.owner_info?.full_name ?? '') || `#${faDigits(String(row.owner))}`;
  return (
    <Box
      component="label"
      sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, py: 0.5, borderBottom: 1, borderColor: 'divider', cursor: disabled ? 'default' : 'pointer' }}
    >
      <Checkbox checked={checked} disabled={disabled} onChange={onToggle} slotProps={{ input: { 'aria-label': name } }} sx={{ p: 0.5 }} />
      <Box sx={{ flex: '1 1 160px', minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {name}
        </Typography>
        {row.owner_info?.national_code && (
          <Typography variant="caption" color="text.secondary">
            {faDigits(row.owner_info.national_code)}
          </Typography>
        )}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
        <FlagChip on={isAllowed(row)} yes="app.exams.tests.examinees.allowed" no="app.exams.tests.examinees.not_allowed" filled />
        {CONDITIONS.map((c) => (
          <Box key={c} component="span" title={translate(`app.exams.tests.examinees.${CONDITION_KEYS[c]}`)}>
            <FlagChip on={row[c]} yes={`app.exams.tests.examinees.${CONDITION_KEYS[c]}_ok`} no={`app.exams.tests.examinees.${CONDITION_KEYS[c]}_no`} />
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/**
 * «داوطلبان»: the classroom's examinee sheet (GET lma/registrations/examinee_sheet?classroom=), each
 * learner مجاز or غیر مجاز by the three conditions; staff tick all, the allowed ones, or some. A new
 * test starts with the allowed ones ticked. Locked once the test started (`disabled`).
 */
export function ExamineePicker({ classroomId, disabled = false }: { classroomId: number | string; disabled?: boolean }) {
  const translate = useTranslate();
  const sheet = useOnePage<ExamineeRow>(EXAMINEE_SHEET_PATH, { classroom: classroomId, per_page: 1000 });
  const { field, fieldState } = useInput<number[]>({ source: 'examinees' });
  const rows = sheet.data ?? [];
  const chosen = new Set(Array.isArray(field.value) ? field.value.map(Number) : []);
  const { onChange } = field;
  const unset = field.value === undefined || field.value === null;
  useEffect(() => {
    if (unset && sheet.data) onChange(sheet.data.filter(isAllowed).map((r) => r.owner));
  }, [unset, sheet.data, onChange]);
  const pick = (ids: number[]) => onChange(ids);
  const toggle = (id: number) => pick(chosen.has(id) ? [...chosen].filter((x) => x !== id) : [...chosen, id]);
  const allowedCount = rows.filter(isAllowed).length;
  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: fieldState.error ? 'error.main' : 'divider', borderRadius: 1, p: 1.5, width: '100%', m: 0, mb: 2 }}>
      <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
        {translate('app.exams.tests.examinees.title')}
      </Typography>
      {sheet.error ? (
        <LoadError error={sheet.error} />
      ) : sheet.isPending ? (
        <LoadingRows />
      ) : rows.length === 0 ? (
        <Alert severity="warning">{translate('app.exams.tests.examinees.none')}</Alert>
      ) : (
        <>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
            <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 auto' }}>
              {translate('app.exams.tests.examinees.summary', { chosen: faDigits(String(chosen.size)), total: faDigits(String(rows.length)), allowed: faDigits(String(allowedCount)) })}
            </Typography>
            <MuiButton size="small" disabled={disabled} onClick={() => pick(rows.filter(isAllowed).map((r) => r.owner))}>
              {translate('app.exams.tests.examinees.pick_allowed')}
            </MuiButton>
            <MuiButton size="small" disabled={disabled} onClick={() => pick(rows.map((r) => r.owner))}>
              {translate('app.exams.tests.examinees.pick_all')}
            </MuiButton>
            <MuiButton size="small" disabled={disabled} onClick={() => pick([])}>
              {translate('app.exams.tests.examinees.pick_none')}
            </MuiButton>
          </Box>
          {rows.map((row) => (
            <ExamineeLine key={row.owner} row={row} checked={chosen.has(row.owner)} disabled={disabled} onToggle={() => toggle(row.owner)} />
          ))}
        </>
      )}
      {disabled && <FormHelperText>{translate('app.exams.tests.examinees.locked')}</FormHelperText>}
      {fieldState.error && <FormHelperText error>{translate(fieldState.error.message ?? '')}</FormHelperText>}
    </Box>
  );
}
