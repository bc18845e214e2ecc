import Box from '@mui/material/Box';
import { PageTitle } from '../../components/PageTitle';
import { usePageSetting } from '../../features/content/api';
import { PageSections } from '../../features/content/components/PageSections';
import { pageKey } from '../../features/content/pageSetting';
import { ComingSoonSection } from '../../features/home/components/ComingSoonSection';
import { HomeHero } from '../../features/home/components/HomeHero';
import { JoinBand } from '../../features/home/components/JoinBand';
import { PillarsSection } from '../../features/home/components/PillarsSection';
import { StatisticsSection } from '../../features/home/components/StatisticsSection';

/**
 * The home page as staff composed it (page setting `route_name:Public.Home`, ENDPOINTS.md 1.4.1);
 * until one exists, the built-in page.
 */
export function HomePage() {
  const setting = usePageSetting(pageKey('Public.Home'));
  if (setting.data && setting.data.sections.length) {
    return (
      <>
        <PageTitle />
        <PageSections page={setting.data} />
        <JoinBand />
      </>
    );
  }
  return (
    <>
      <PageTitle />
      <HomeHero />
      {/* While the setting loads, the page keeps its height so the footer does not jump (CLS). */}
      {setting.isPending && <Box sx={{ minHeight: '100vh' }} />}
      {!setting.isPending && (
        <>
          <PillarsSection />
          <StatisticsSection />
          <ComingSoonSection />
          <JoinBand />
        </>
      )}
    </>
  );
}
