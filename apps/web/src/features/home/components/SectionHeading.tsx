import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

export function SectionHeading({
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
    <Box
      sx={{
        display: 'flex',
        alignItems: 'flex-end',
        justifyContent: 'space-between',
        gap: 2,
        mb: 3,
      }}
    >
      <Box>
        <Typography
          id={id}
          component="h2"
          sx={{ fontWeight: 800, fontSize: { xs: '1.35rem', md: '1.7rem' } }}
        >
          {title}
        </Typography>
        {subtitle && <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>{subtitle}</Typography>}
      </Box>
      {moreTo && (
        <Button
          component={RouterLink}
          to={moreTo}
          endIcon={<ArrowBackRounded />}
          sx={{ flexShrink: 0 }}
        >
          مشاهده همه
        </Button>
      )}
    </Box>
  );
}
