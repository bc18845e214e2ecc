import { PageTitle } from '../../components/PageTitle';
import { ComingSoonSection } from '../../features/home/components/ComingSoonSection';
import { HomeHero } from '../../features/home/components/HomeHero';
import { JoinBand } from '../../features/home/components/JoinBand';
import { PillarsSection } from '../../features/home/components/PillarsSection';
import { StatisticsSection } from '../../features/home/components/StatisticsSection';

export function HomePage() {
  return (
    <>
      <PageTitle />
      <HomeHero />
      <PillarsSection />
      <StatisticsSection />
      <ComingSoonSection />
      <JoinBand />
    </>
  );
}
