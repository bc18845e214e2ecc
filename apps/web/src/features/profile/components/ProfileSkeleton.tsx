import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/** The form's shape while the user loads: three cards of field placeholders. */
export function ProfileSkeleton() {
  return (
    <Stack spacing={3} aria-busy="true" aria-label="در حال بارگذاری اطلاعات کاربری">
      {[6, 5, 4].map((count, card) => (
        <Card key={card} sx={{ p: 3 }}>
          <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', mb: 3 }}>
            <Skeleton variant="rounded" width={40} height={40} />
            <Skeleton width={160} height={28} />
          </Box>
          {card === 0 && (
            <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 3 }}>
              <Skeleton variant="circular" width={96} height={96} />
              <Skeleton variant="rounded" width={140} height={44} />
            </Box>
          )}
          <Box
            sx={{
              display: 'grid',
              gap: 2.5,
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' },
            }}
          >
            {Array.from({ length: count }, (_, i) => (
              <Box key={i}>
                <Skeleton width="40%" />
                <Skeleton variant="rounded" height={56} />
              </Box>
            ))}
          </Box>
        </Card>
      ))}
    </Stack>
  );
}
