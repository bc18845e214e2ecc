import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export function AuthHeader({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <Box sx={{ mb: 3 }}>
      <Typography component="h1" sx={{ fontWeight: 800, fontSize: '1.5rem' }}>
        {title}
      </Typography>
      {subtitle && (
        <Typography
          sx={{ color: 'text.secondary', mt: 0.75, lineHeight: 1.8, fontSize: '0.95rem' }}
        >
          {subtitle}
        </Typography>
      )}
    </Box>
  );
}
