import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatNumber, groupPassCode } from '@daneshsara/domain';
import { Link as RouterLink } from 'react-router-dom';
import { SectionCard } from '../../../kit/SectionCard';
import { StatusChip } from '../../payments/components/StatusChip';
import type { RegistrationRow } from '../lmaApi';
import { transcriptSummary } from '../sessionsModel';

/** «کارنامه»: the announced result and the final score out of 20 (nothing before announcing). */
export function TranscriptCard({
  registration,
}: {
  registration: RegistrationRow | null | undefined;
}) {
  const summary = transcriptSummary(registration);
  if (!summary) return null;
  return (
    <SectionCard
      id="classroom-transcript"
      title="کارنامه"
      description="نتیجه نهایی اعلام شده است."
      icon={<WorkspacePremiumOutlined />}
    >
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          flexWrap: 'wrap',
        }}
      >
        {summary.score && (
          <Box>
            <Typography component="dt" variant="body2" sx={{ color: 'text.secondary', mb: 0.5 }}>
              نمره نهایی
            </Typography>
            <Box component="dd" sx={{ m: 0, display: 'flex', alignItems: 'baseline', gap: 0.75 }}>
              <Typography
                component="span"
                sx={{ fontWeight: 800, fontSize: '2rem', lineHeight: 1.2, color: 'primary.main' }}
              >
                {summary.score}
              </Typography>
              <Typography component="span" sx={{ color: 'text.secondary' }}>
                از {formatNumber(20)}
              </Typography>
            </Box>
          </Box>
        )}
        {summary.parts.map((part) => (
          <Box key={part.label}>
            <Typography component="dt" variant="body2" sx={{ color: 'text.secondary', mb: 0.5 }}>
              {part.label}
            </Typography>
            <Box component="dd" sx={{ m: 0, display: 'flex', alignItems: 'baseline', gap: 0.75 }}>
              <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.25rem' }}>
                {part.value}
              </Typography>
              <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                از {formatNumber(20)}
              </Typography>
            </Box>
          </Box>
        ))}
        <Box>
          <Typography component="dt" variant="body2" sx={{ color: 'text.secondary', mb: 0.5 }}>
            نتیجه
          </Typography>
          <Box component="dd" sx={{ m: 0 }}>
            <StatusChip {...summary.badge} />
          </Box>
        </Box>
      </Box>
      <Certificate transcript={registration?.transcript_sheet_info ?? null} />
    </SectionCard>
  );
}

/**
 * «گواهی»: the file staff uploaded when there is one (it wins), else the platform's own PDF and
 * its public check page (issue 28); nothing for a result without a certificate.
 */
function Certificate({ transcript }: { transcript: RegistrationRow['transcript_sheet_info'] }) {
  const own = transcript?.certification;
  const cert = transcript?.certificate_info;
  if (!own && (!cert || cert.status !== 'VALID')) return null;
  const file = own ?? cert?.pdf ?? null;
  return (
    <Box
      sx={{
        mt: 2.5,
        pt: 2.5,
        borderTop: 1,
        borderColor: 'divider',
        display: 'flex',
        gap: 1.5,
        alignItems: 'center',
        flexWrap: 'wrap',
      }}
    >
      {file ? (
        <Button
          href={file}
          target="_blank"
          rel="noopener"
          variant="contained"
          startIcon={<PictureAsPdfOutlined />}
        >
          دریافت گواهی
        </Button>
      ) : (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          گواهی شما در حال آماده شدن است؛ چند لحظه دیگر همین‌جا خواهد بود.
        </Typography>
      )}
      {cert?.status === 'VALID' && (
        <Button
          component={RouterLink}
          to={cert.url}
          variant="text"
          startIcon={<VerifiedOutlined />}
        >
          استعلام با کد{' '}
          <Box component="span" dir="ltr" sx={{ mx: 0.5, fontWeight: 700 }}>
            {groupPassCode(cert.code)}
          </Box>
        </Button>
      )}
    </Box>
  );
}
