import Container from '@mui/material/Container';
import { ComingSoon } from '../../components/ComingSoon';
import { PageTitle } from '../../components/PageTitle';
import { useRouteTitle } from '../../app/routeHandle';

/** Public places whose issue has not landed yet: a calm "coming soon", never a 404. */
export function ComingSoonPage() {
  const title = useRouteTitle() ?? 'این بخش';
  return (
    <Container maxWidth="md">
      <PageTitle title={title} />
      <ComingSoon title={title} />
    </Container>
  );
}
