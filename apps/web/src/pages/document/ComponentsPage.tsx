import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DocHeader } from './DocHeader';
import { useDocTheme } from './docTheme';
import { KitSpecimens } from './kitSpecimens';
import { UiSpecimens } from './uiSpecimens';

/** /document/component: every kit component of both apps, in its states, in either theme. */
export function ComponentsPage() {
  const { mode, setMode } = useDocTheme();
  return (
    <>
      <DocHeader
        title="اجزای رابط"
        text="هر جزء مشترک با نام پرونده‌ای که آن را نگه می‌دارد، در حالت‌های بارگذاری، خالی، خطا، متن بلند فارسی، ارقام فارسی و غیرفعال؛ راست‌به‌چپ و در پوسته روشن و تیره."
        action={
          <Button variant="outlined" onClick={() => setMode(mode === 'light' ? 'dark' : 'light')}>
            {mode === 'light' ? 'نمایش در پوسته تیره' : 'نمایش در پوسته روشن'}
          </Button>
        }
      />
      <Box sx={{ display: 'grid', gap: 4 }}>
        <Box component="section" aria-labelledby="doc-ui">
          <Typography
            id="doc-ui"
            component="h2"
            sx={{ fontWeight: 800, fontSize: '1.3rem', mb: 2 }}
          >
            مشترک میان فروشگاه و پنل مدیریت (libs/ui)
          </Typography>
          <UiSpecimens />
        </Box>
        <Box component="section" aria-labelledby="doc-kit">
          <Typography
            id="doc-kit"
            component="h2"
            sx={{ fontWeight: 800, fontSize: '1.3rem', mb: 2 }}
          >
            کیت فروشگاه (apps/web/src/kit)
          </Typography>
          <KitSpecimens />
        </Box>
      </Box>
    </>
  );
}
