import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

/**
 * A section's title with «مشاهده همه» at its end; the subtitle runs the full width underneath,
 * so on a phone the link never squeezes the text into a narrow column.
 */
export function SectionTitle({
  id,
  title,
  subtitle,
  moreTo,
}: {
  id: string;
  title: string;
  subtitle?: string;
  moreTo?: string;
}) {
  return (
    <Box data-kit="SectionTitle" sx={{ mb: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography
          id={id}
          component="h2"
          sx={{ fontWeight: 800, fontSize: { xs: '1.25rem', md: '1.7rem' }, lineHeight: 1.6 }}
        >
          {title}
        </Typography>
        {moreTo && (
          <Button
            component={RouterLink}
            to={moreTo}
            endIcon={<ArrowBackRounded />}
            sx={{ flexShrink: 0, px: { xs: 1, sm: 2 } }}
          >
            مشاهده همه
          </Button>
        )}
      </Box>
      {subtitle && (
        <Typography sx={{ color: 'text.secondary', mt: 0.5, lineHeight: 1.9 }}>
          {subtitle}
        </Typography>
      )}
    </Box>
  );
}
