import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MuiButton from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { pageKey, readPageValue, type PageSeo, type PageValue } from '@daneshsara/domain';
import { LANDING_SLUG, PAGE_ROUTES } from '@daneshsara/domain/page-widget-catalog';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { HttpError, Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useApiAction } from '../../../inputs/ActionDialog';
import type { AdminDataProvider } from '../../../providers/dataProvider';
import { useSearchParams } from 'react-router-dom';
import { MAX_VALUE_BYTES, pageOfKey, storedValue, valueBytes } from './pageEdit';
import { PagePreview } from './PagePreview';
import { SectionsEditor } from './SectionsEditor';

const LANDING = 'Landing';
const SEO_FIELDS: readonly (keyof PageSeo)[] = [
  'title',
  'description',
  'robots',
  'ogTitle',
  'ogDescription',
  'ogUrl',
  'ogImage',
];

/** GET cma/settings/key/{key} as a page; a key not set yet is an empty page to start from. */
function usePage(key: string | null) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  return useQuery({
    queryKey: ['cma/settings', key],
    enabled: key !== null,
    queryFn: async (): Promise<PageValue> => {
      try {
        const row = await dataProvider.action<{ value: unknown }>(
          `cma/settings/key/${encodeURIComponent(key ?? '')}`,
          'GET',
        );
        return readPageValue(row.value);
      } catch (error) {
        if (error instanceof HttpError && error.status === 404) return { sections: [], seo: {} };
        throw error;
      }
    },
  });
}

function SeoForm({ seo, onChange }: { seo: PageSeo; onChange: (s: PageSeo) => void }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      {SEO_FIELDS.map((f) => (
        <TextField
          key={f}
          size="small"
          label={translate(`app.content.pages.seo.${f}`)}
          value={seo[f] ?? ''}
          onChange={(e) => onChange({ ...seo, [f]: e.target.value })}
          multiline={f === 'description' || f === 'ogDescription'}
          minRows={f === 'description' || f === 'ogDescription' ? 2 : undefined}
          slotProps={{
            htmlInput: {
              name: `seo.${f}`,
              dir: f === 'ogUrl' || f === 'ogImage' || f === 'robots' ? 'ltr' : undefined,
            },
          }}
        />
      ))}
    </Box>
  );
}

/** The editor of one page once loaded: sections, SEO, preview, and saving. */
function PageForm({
  settingKey,
  route,
  initial,
}: {
  settingKey: string;
  route: string;
  initial: PageValue;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const run = useApiAction();
  const [page, setPage] = useState<PageValue>(initial);
  const [tab, setTab] = useState(0);
  const [width, setWidth] = useState(1280);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    if (valueBytes(page) > MAX_VALUE_BYTES) {
      notify('app.content.pages.too_big', { type: 'error' });
      return;
    }
    setBusy(true);
    try {
      await run(
        'cma/settings',
        'POST',
        { key: settingKey, value: storedValue(page) },
        'app.content.pages.saved',
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Tabs
          value={tab}
          onChange={(_, v: number) => setTab(v)}
          sx={{ flex: 1, minWidth: 0 }}
          variant="scrollable"
        >
          <Tab label={translate('app.content.pages.tabs.sections')} />
          <Tab label={translate('app.content.pages.tabs.seo')} />
          <Tab label={translate('app.content.pages.tabs.preview')} />
        </Tabs>
        <MuiButton
          variant="contained"
          onClick={() => void save()}
          disabled={busy}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : <SaveOutlinedIcon />}
        >
          {translate('ra.action.save')}
        </MuiButton>
      </Box>
      {tab === 0 && <SectionsEditor page={page} onChange={setPage} />}
      {tab === 1 && <SeoForm seo={page.seo ?? {}} onChange={(seo) => setPage({ ...page, seo })} />}
      {tab === 2 && (
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={width}
            onChange={(_, v: number | null) => v && setWidth(v)}
            sx={{ justifySelf: 'start' }}
          >
            <ToggleButton value={1280}>{translate('app.content.pages.desktop')}</ToggleButton>
            <ToggleButton value={390}>{translate('app.content.pages.phone')}</ToggleButton>
          </ToggleButtonGroup>
          <PagePreview page={page} width={width} route={route} />
        </Box>
      )}
    </Box>
  );
}

/**
 * /admin/page-editor (`?key=` opens one page setting): staff pick a public route (or a landing slug) and compose its page setting
 * (ENDPOINTS.md 1.4.1): sections, rows, columns and widgets with their options, the SEO fields,
 * and a preview drawn by the storefront itself. Saved with POST cma/settings {key, value}.
 */
export default function PageEditorPage() {
  const translate = useTranslate();
  // `?key=route_name:…` (the settings screen's link) opens that page; the home page otherwise.
  const [params] = useSearchParams();
  const [opened] = useState(() => pageOfKey(params.get('key')));
  const [route, setRoute] = useState(opened?.route ?? 'Public.Home');
  const [slug, setSlug] = useState(opened?.slug ?? '');
  const routes =
    opened && opened.route !== LANDING && !PAGE_ROUTES.some((r) => r.route === opened.route)
      ? [...PAGE_ROUTES, { route: opened.route, label: opened.route }]
      : PAGE_ROUTES;
  const landing = route === LANDING;
  const slugOk = LANDING_SLUG.test(slug);
  const key = landing ? (slugOk ? pageKey(LANDING, { slug }) : null) : pageKey(route);
  const page = usePage(key);
  return (
    <Box sx={{ py: 2, width: '100%', maxWidth: 1400 }}>
      <Title title="app.content.pages.title" />
      <Card variant="outlined">
        <CardContent sx={{ display: 'grid', gap: 2 }}>
          <Box>
            <Typography variant="h6" component="h1" sx={{ fontWeight: 700 }}>
              {translate('app.content.pages.title')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate('app.content.pages.help')}
            </Typography>
          </Box>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            <TextField
              select
              size="small"
              label={translate('app.content.pages.page')}
              value={route}
              onChange={(e) => setRoute(e.target.value)}
              sx={{ minWidth: 240 }}
              slotProps={{ htmlInput: { name: 'route' } }}
            >
              {routes.map((r) => (
                <MenuItem key={r.route} value={r.route}>
                  {r.label}
                </MenuItem>
              ))}
              <MenuItem value={LANDING}>{translate('app.content.pages.landing')}</MenuItem>
            </TextField>
            {landing && (
              <TextField
                size="small"
                label={translate('app.content.pages.slug')}
                value={slug}
                onChange={(e) => setSlug(e.target.value.trim().toLowerCase())}
                error={slug !== '' && !slugOk}
                helperText={translate(
                  slug !== '' && !slugOk
                    ? 'app.content.pages.slug_bad'
                    : 'app.content.pages.slug_help',
                  { path: `/landing/${slug || '…'}` },
                )}
                slotProps={{ htmlInput: { name: 'slug', dir: 'ltr' } }}
              />
            )}
          </Box>
          {key === null ? null : page.error ? (
            <Alert severity="error">
              {page.error instanceof Error
                ? translate(page.error.message, { _: page.error.message })
                : ''}
            </Alert>
          ) : page.isPending ? (
            <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 200 }}>
              <CircularProgress aria-label={translate('ra.page.loading')} />
            </Box>
          ) : (
            <PageForm key={key} settingKey={key} route={route} initial={page.data} />
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
