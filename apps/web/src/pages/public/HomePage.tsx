import { PageTitle } from '../../components/PageTitle';
import { ComingSoonSection } from '../../features/home/components/ComingSoonSection';
import { Hero } from '../../features/home/components/Hero';
import { JoinBand } from '../../features/home/components/JoinBand';
import { PillarsSection } from '../../features/home/components/PillarsSection';
import { StatisticsSection } from '../../features/home/components/StatisticsSection';

export function HomePage() {
  return (
    <>
      <PageTitle />
      <Hero />
      <PillarsSection />
      <StatisticsSection />
      <ComingSoonSection />
      <JoinBand />
    </>
  );
}
