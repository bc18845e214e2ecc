import Box from '@mui/material/Box';
import { PAGE_PREVIEW_PATH, type PageValue } from '@daneshsara/domain';
import { PAGE_PREVIEW_MESSAGE, PAGE_PREVIEW_READY } from '@daneshsara/domain/page-widget-catalog';
import { useEffect, useRef } from 'react';
import { useTranslate } from 'react-admin';

/**
 * The page as a visitor will see it: the storefront's /page-preview in an iframe, drawn by the
 * site's own renderer, sent the unsaved page on every change (docs/domain-rules.md "Page editor
 * preview"). Both sides talk only to their own origin.
 */
export function PagePreview({
  page,
  width,
  route,
}: {
  page: PageValue;
  width: number;
  /** The page's route name: the preview marks where the route's own body stands. */
  route?: string;
}) {
  const translate = useTranslate();
  const frame = useRef<HTMLIFrameElement | null>(null);
  const latest = useRef({ page, route });
  const send = () =>
    frame.current?.contentWindow?.postMessage(
      { type: PAGE_PREVIEW_MESSAGE, value: latest.current.page, route: latest.current.route },
      window.location.origin,
    );
  useEffect(() => {
    const onReady = (event: MessageEvent) => {
      if (
        event.origin === window.location.origin &&
        event.source === frame.current?.contentWindow &&
        (event.data as { type?: unknown })?.type === PAGE_PREVIEW_READY
      )
        send();
    };
    window.addEventListener('message', onReady);
    return () => window.removeEventListener('message', onReady);
  }, []);
  useEffect(() => {
    latest.current = { page, route };
    send();
  }, [page, route]);
  return (
    <Box
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        overflow: 'hidden',
        bgcolor: '#fff',
        mx: 'auto',
        width: '100%',
        maxWidth: width,
      }}
    >
      <Box
        component="iframe"
        ref={frame}
        src={PAGE_PREVIEW_PATH}
        title={translate('app.content.pages.preview')}
        sx={{
          display: 'block',
          border: 0,
          width: '100%',
          height: { xs: 560, md: 'calc(100vh - 220px)' },
          minHeight: 480,
        }}
      />
    </Box>
  );
}
