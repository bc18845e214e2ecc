import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatNumber } from '@daneshsara/domain';
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
    </SectionCard>
  );
}
