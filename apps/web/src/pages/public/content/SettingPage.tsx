import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import { useLocation, useParams } from 'react-router-dom';
import { PageTitle } from '../../../components/PageTitle';
import { usePageSetting } from '../../../features/content/api';
import { PageSections } from '../../../features/content/components/PageSections';
import { pageKey } from '../../../features/content/pageSetting';
import { EmptyState } from '../../../kit/EmptyState';
import { LoadError } from '../../../kit/LoadError';

/** The public pages that are nothing but their page setting (ENDPOINTS.md 1.4.1). */
const ROUTES: Record<string, [string, string]> = {
  '/faq': ['Public.FAQ', 'پرسش‌های پرتکرار'],
  '/rules': ['Public.Rules', 'قوانین و مقررات'],
  '/about-us': ['Public.AboutUs', 'درباره ما'],
  '/contact-us': ['Public.ContactUs', 'تماس با ما'],
};

/** /faq, /rules, /about-us, /contact-us and /landing/{slug}: the page staff composed. */
export function SettingPage() {
  const { pathname } = useLocation();
  const { slug } = useParams();
  const [route, fallbackTitle] = slug ? ['Landing', 'صفحه ویژه'] : (ROUTES[pathname.replace(/\/+$/, '')] ?? ['', '']);
  const setting = usePageSetting(pageKey(route, slug ? { slug } : undefined));
  const title = setting.data?.seo?.ogTitle || fallbackTitle;
  return (
    <>
      <PageTitle title={title} />
      {setting.isPending ? (
        <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 320 }}>
          <CircularProgress aria-label="در حال بارگذاری" />
        </Box>
      ) : setting.error ? (
        <Container maxWidth="md" sx={{ py: 5 }}>
          <LoadError error={setting.error} onRetry={() => void setting.refetch()} />
        </Container>
      ) : setting.data && setting.data.sections.length ? (
        <PageSections page={setting.data} title={title} />
      ) : (
        <Container maxWidth="md" sx={{ py: 6 }}>
          <EmptyState framed icon={<SearchOffRounded />} title="موردی یافت نشد." description="این صفحه هنوز نوشته نشده است." />
        </Container>
      )}
    </>
  );
}
