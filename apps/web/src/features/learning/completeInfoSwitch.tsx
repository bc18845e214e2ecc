import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { lazy, Suspense, type ComponentType } from 'react';
import { useSearchParams } from 'react-router-dom';

const LearningCompleteInfoPage = lazy(() =>
  import('../../pages/public/learning/all').then((m) => ({ default: m.CompleteInfoPage })),
);

/** ?type=enrollment|register&source=classroom|event: the learning flow, not the basket's. */
export function isLearningCompleteInfo(search: URLSearchParams): boolean {
  const type = search.get('type');
  const source = search.get('source');
  return (type === 'enrollment' || type === 'register') && (source === 'classroom' || source === 'event');
}

/**
 * /panel/shop/completeInfo serves two flows (SPEC section 2, ENDPOINTS.md 4.1 step 3): the
 * basket's shipping step and the profile step of enrolling or registering. Wrap the shop's page:
 * `export const CompleteInfoPage = withLearningCompleteInfo(ShopCompleteInfoPage)`; the learning
 * page loads (its own chunk) only for a learning query.
 */
export function withLearningCompleteInfo(ShopPage: ComponentType): ComponentType {
  function CompleteInfo() {
    const [search] = useSearchParams();
    if (!isLearningCompleteInfo(search)) return <ShopPage />;
    return (
      <Suspense
        fallback={
          <Box sx={{ display: 'grid', placeItems: 'center', py: 10 }}>
            <CircularProgress aria-label="کمی صبر کنید ..." />
          </Box>
        }
      >
        <LearningCompleteInfoPage />
      </Suspense>
    );
  }
  return CompleteInfo;
}
