import {
  PAGE_PREVIEW_MESSAGE,
  PAGE_PREVIEW_READY,
  pageRoute,
} from '@daneshsara/domain/page-widget-catalog';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useEffect, useState } from 'react';
import { PageTitle } from '../../../components/PageTitle';
import { BodyPlace } from '../../../features/content/components/BodyPlace';
import { PageSections } from '../../../features/content/components/PageSections';
import { readPageValue, type PageValue } from '../../../features/content/pageSetting';

/**
 * /page-preview: the console's page editor shows this page in an iframe and posts it the unsaved
 * page setting; it is drawn by the same renderer as the live page, inside the public layout, so
 * staff see what a visitor will. Messages from another origin are ignored.
 */
export function PagePreviewPage() {
  const [page, setPage] = useState<PageValue | null>(null);
  const [route, setRoute] = useState<string>();
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      const data = event.data as { type?: unknown; value?: unknown; route?: unknown } | null;
      if (data?.type !== PAGE_PREVIEW_MESSAGE) return;
      setPage(readPageValue(data.value));
      setRoute(typeof data.route === 'string' ? data.route : undefined);
    };
    window.addEventListener('message', onMessage);
    if (window.parent !== window)
      window.parent.postMessage({ type: PAGE_PREVIEW_READY }, window.location.origin);
    return () => window.removeEventListener('message', onMessage);
  }, []);
  const own = route ? pageRoute(route) : undefined;
  return (
    <>
      <PageTitle title={page?.seo?.title || 'پیش‌نمایش صفحه'} />
      {page ? (
        <PageSections
          page={page}
          title={page.seo?.ogTitle || page.seo?.title}
          {...(own?.body && { body: <BodyPlace label={own.label} />, bodyWidgets: own.body })}
        />
      ) : (
        <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 320 }}>
          <CircularProgress aria-label="در حال بارگذاری" />
        </Box>
      )}
    </>
  );
}
