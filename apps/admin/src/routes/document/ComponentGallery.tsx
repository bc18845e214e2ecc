import { Fragment } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { ResourceContextProvider, Title, useTheme, useTranslate } from 'react-admin';
import { KIT, type KitEntry } from './catalogue';
import { DEMOS } from './KitDemos';
import { KitCard } from './KitFrame';

const GROUPS = [...new Set(KIT.map((e) => e.group))];

function ThemeSwitch() {
  const translate = useTranslate();
  const [theme, setTheme] = useTheme();
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={theme === 'dark' ? 'dark' : 'light'}
      onChange={(_, mode: 'light' | 'dark' | null) => mode && setTheme(mode)}
      aria-label={translate('app.kit.theme')}
    >
      <ToggleButton value="light">{translate('app.kit.light')}</ToggleButton>
      <ToggleButton value="dark">{translate('app.kit.dark')}</ToggleButton>
    </ToggleButtonGroup>
  );
}

/**
 * /admin/document/component (staff only, like the whole console): every console kit component in
 * its states, in the light or the dark theme, each with the file that holds it. Lazy, so it does
 * not weigh on the console's first load.
 */
export default function ComponentGallery() {
  const translate = useTranslate();
  return (
    <ResourceContextProvider value="kit">
      <Box sx={{ py: 2, minWidth: 0 }}>
        <Title title="app.kit.title" />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
          <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 280px' }}>
            {translate('app.kit.intro')}
          </Typography>
          <ThemeSwitch />
        </Box>
        <Box component="nav" aria-label={translate('app.kit.contents')} sx={{ mb: 3 }}>
          {GROUPS.map((group) => (
            <Box key={group} sx={{ mb: 1 }}>
              <Typography variant="subtitle2" component="span" sx={{ fontWeight: 700 }}>
                {translate(`app.kit.groups.${group}`)}:{' '}
              </Typography>
              {KIT.filter((e) => e.group === group).map((e, i) => (
                <Fragment key={e.name}>
                  {i > 0 && '، '}
                  <Link href={`#kit-${e.name}`} dir="ltr" sx={{ unicodeBidi: 'isolate' }}>
                    {e.name}
                  </Link>
                </Fragment>
              ))}
            </Box>
          ))}
        </Box>
        {GROUPS.map((group) => (
          <Box component="section" key={group} sx={{ mb: 3 }}>
            <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
              {translate(`app.kit.groups.${group}`)}
            </Typography>
            {KIT.filter((e) => e.group === group).map((entry: KitEntry) => (
              <Box key={entry.name} id={`kit-${entry.name}`}>
                <KitCard entry={entry} render={DEMOS[entry.name]} />
              </Box>
            ))}
          </Box>
        ))}
      </Box>
    </ResourceContextProvider>
  );
}
