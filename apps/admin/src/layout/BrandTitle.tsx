import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';

/** «دانش‌سرا» in the app bar, before the page title; hidden on phones to leave room. */
export function BrandTitle() {
  const translate = useTranslate();
  return (
    <Box sx={{ display: { xs: 'none', sm: 'flex' }, alignItems: 'center', gap: 1, mr: 2 }}>
      <Typography variant="h6" component="span" sx={{ fontWeight: 800, whiteSpace: 'nowrap' }}>
        {translate('app.name')}
      </Typography>
      <Typography variant="body2" component="span" sx={{ opacity: 0.8, whiteSpace: 'nowrap' }}>
        {translate('app.console')}
      </Typography>
      <Box component="span" sx={{ mx: 1, opacity: 0.5 }}>
        |
      </Box>
    </Box>
  );
}
