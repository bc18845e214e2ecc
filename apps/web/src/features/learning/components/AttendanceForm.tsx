import CheckRounded from '@mui/icons-material/CheckRounded';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import type { HoldingType } from '@daneshsara/domain';
import { useState, type FormEvent } from 'react';
import { toast } from '../../notify/toast';
import type { SessionRow } from '../lmaApi';
import { useSubmitAttendance } from '../sessionsApi';
import {
  attendanceDraft,
  attendanceFields,
  attendanceInput,
  mySessionSheet,
  sameDraft,
  type AttendanceDraft,
} from '../sessionsModel';
import { InlineNote } from './PanelParts';

/**
 * ENDPOINTS.md 4.3: the learner ticks what they read and attended (or listened to) while the
 * server allows it (is_enabled_changing_attendance_status); «ثبت حضور» sends the boxes shown.
 * Mount it with a key of the saved sheet so a fresh answer resets the draft.
 */
export function AttendanceForm({
  session,
  holding,
}: {
  session: SessionRow;
  holding: HoldingType | null | undefined;
}) {
  const saved = attendanceDraft(mySessionSheet(session));
  const [draft, setDraft] = useState<AttendanceDraft>(saved);
  const submit = useSubmitAttendance(session.id);
  const fields = attendanceFields(session, holding);
  const open = session.is_enabled_changing_attendance_status;
  const changed = !sameDraft(draft, saved);

  if (!fields.length) return <InlineNote>این جلسه حضور و غیاب ندارد.</InlineNote>;

  const send = (e: FormEvent) => {
    e.preventDefault();
    if (!open || submit.isPending || !changed) return;
    submit.mutate(attendanceInput(session.id, draft, fields), {
      onSuccess: () => toast.success('وضعیت حضور شما ثبت شد.'),
    });
  };

  return (
    <Box component="form" onSubmit={send} noValidate aria-label="ثبت حضور">
      {!open && (
        <Alert severity="info" icon={<LockOutlined />} sx={{ mb: 2, lineHeight: 1.9 }}>
          اکنون امکان ثبت حضور برای این جلسه وجود ندارد.
        </Alert>
      )}
      <FormGroup sx={{ gap: 0.5 }}>
        {fields.map(({ field, label }) => (
          <FormControlLabel
            key={field}
            label={label}
            disabled={!open || submit.isPending}
            control={
              <Checkbox
                name={field}
                checked={draft[field]}
                onChange={(e) => setDraft((d) => ({ ...d, [field]: e.target.checked }))}
              />
            }
            sx={{
              mx: 0,
              px: 1,
              minHeight: 44,
              borderRadius: 1,
              border: '1px solid',
              borderColor: draft[field] ? 'primary.light' : 'divider',
              bgcolor: draft[field] ? 'rgba(15,94,99,0.05)' : undefined,
              '& .MuiFormControlLabel-label': { fontWeight: 600 },
            }}
          />
        ))}
      </FormGroup>
      {open && (
        <Button
          type="submit"
          variant="contained"
          fullWidth
          disabled={!changed || submit.isPending}
          aria-busy={submit.isPending}
          startIcon={
            submit.isPending ? <CircularProgress size={18} color="inherit" /> : <CheckRounded />
          }
          sx={{ mt: 2, minHeight: 44 }}
        >
          ثبت حضور
        </Button>
      )}
    </Box>
  );
}
