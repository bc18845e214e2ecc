import GavelOutlined from '@mui/icons-material/GavelOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import { RichText } from '../../../kit/RichText';
import { safeHref } from '../../../kit/richText';
import { KINDS, type CompleteInfoType, type LearningKind } from '../kinds';
import type { ClassroomRow } from '../lmaApi';
import { rulesAgreement } from '../model';

function Section({ title, text }: { title: string; text: string }) {
  return (
    <Box sx={{ '& + &': { mt: 2.5 } }}>
      <Typography component="h3" sx={{ fontWeight: 800, fontSize: '0.98rem', mb: 0.75 }}>
        {title}
      </Typography>
      <Box sx={{ fontSize: '0.95rem', '& > div': { fontSize: 'inherit' } }}>
        <RichText text={text} />
      </Box>
    </Box>
  );
}

/** A bare link (the regulations kept as a URL) rather than text. */
function asLink(text: string | null | undefined): string | null {
  const trimmed = text?.trim() ?? '';
  return /^(https?:\/\/|\/)\S+$/i.test(trimmed) ? safeHref(trimmed) : null;
}

/**
 * ENDPOINTS.md 4.1 step 2: the classroom's rules and the unit's regulations, and the promise to
 * keep them, before the profile step of enrolling or registering.
 */
export function RulesDialog({
  open,
  type,
  classroom,
  kind,
  onClose,
  onAccept,
}: {
  open: boolean;
  type: CompleteInfoType;
  classroom: ClassroomRow;
  kind: LearningKind;
  onClose: () => void;
  onAccept: () => void;
}) {
  const id = useId();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [agreed, setAgreed] = useState(false);
  const noun = KINDS[kind].noun;
  const unitRules = classroom.unit_info?.rules?.trim();
  const codes = classroom.unit_info?.codes?.trim();
  const codesLink = asLink(codes);
  const file = classroom.codes ? safeHref(classroom.codes) : null;
  const nothing = !classroom.rules?.trim() && !unitRules && !codes && !file;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={phone}
      aria-labelledby={`${id}-title`}
      slotProps={{ transition: { onExited: () => setAgreed(false) } }}
    >
      <DialogTitle id={`${id}-title`} sx={{ fontWeight: 800, display: 'flex', alignItems: 'center', gap: 1 }}>
        <GavelOutlined sx={{ color: 'primary.main' }} />
        {type === 'enrollment' ? 'قوانین پیش ثبت نام' : 'قوانین ثبت نام'}
      </DialogTitle>
      <DialogContent dividers>
        <Typography sx={{ color: 'text.secondary', mb: 2, lineHeight: 1.9 }}>
          پیش از {type === 'enrollment' ? 'پیش ثبت نام' : 'ثبت نام'} در {noun} «{classroom.title}»
          قوانین زیر را با دقت بخوانید.
        </Typography>
        {classroom.rules?.trim() && <Section title={`قوانین ${noun}`} text={classroom.rules} />}
        {unitRules && <Section title="قوانین درس" text={unitRules} />}
        {codes && !codesLink && <Section title="آیین نامه" text={codes} />}
        {(codesLink || file) && (
          <Box sx={{ mt: 2, display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {[file, codesLink].filter((href): href is string => !!href).map((href, i) => (
              <Button
                key={href}
                component="a"
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                variant="outlined"
                startIcon={<PictureAsPdfOutlined />}
              >
                {i === 0 ? 'آیین نامه' : 'آیین نامه درس'}
              </Button>
            ))}
          </Box>
        )}
        {nothing && (
          <Typography sx={{ lineHeight: 1.9 }}>
            قانون ویژه‌ای برای این {noun} ثبت نشده است؛ آیین‌نامه آموزشی دانش‌سرا برای همه {noun}‌ها
            برقرار است.
          </Typography>
        )}
        <Box
          sx={{
            mt: 3,
            p: 1.5,
            borderRadius: 2,
            bgcolor: agreed ? 'rgba(46,125,50,0.06)' : 'rgba(217,150,26,0.08)',
            border: '1px solid',
            borderColor: agreed ? 'rgba(46,125,50,0.3)' : 'rgba(217,150,26,0.35)',
          }}
        >
          <FormControlLabel
            control={<Checkbox checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />}
            label={rulesAgreement(kind, classroom.title)}
            sx={{ mx: 0, alignItems: 'flex-start', '& .MuiFormControlLabel-label': { pt: 1, lineHeight: 1.8, fontWeight: 600 } }}
          />
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, gap: 1 }}>
        <Button color="inherit" onClick={onClose}>
          بازگشت
        </Button>
        <Button variant="contained" disabled={!agreed} onClick={onAccept} sx={{ px: 4 }}>
          ادامه
        </Button>
      </DialogActions>
    </Dialog>
  );
}
