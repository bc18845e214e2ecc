import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

/**
 * In the console's preview (/page-preview): where the route's own list or record will stand among
 * the composed sections.
 */
export function BodyPlace({ label }: { label: string }) {
  return (
    <Container maxWidth="lg" sx={{ pt: { xs: 3, md: 5 } }}>
      <Box
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: 'divider',
          borderRadius: 3,
          py: { xs: 5, md: 8 },
          px: 2,
          textAlign: 'center',
          color: 'text.secondary',
        }}
      >
        <Typography sx={{ fontWeight: 800, color: 'text.primary' }}>{label}</Typography>
        <Typography sx={{ mt: 1, fontSize: '0.9rem' }}>
          محتوای خود این صفحه اینجا نشان داده می‌شود.
        </Typography>
      </Box>
    </Container>
  );
}
