import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTheme, type Theme } from '@mui/material/styles';
import { toPersianDigits } from '@daneshsara/domain';
import { SectionTitle } from '../../kit/SectionTitle';
import { DocHeader } from './DocHeader';
import { useDocTheme } from './docTheme';

const PALETTE_KEYS = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;
const TYPE_SCALE = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'body1',
  'body2',
  'button',
  'caption',
] as const;
const SPACINGS = [0.5, 1, 1.5, 2, 3, 4, 6, 8];
const RADII = [0, 4, 8, 10, 12, 999];
const SHADOWS = [0, 1, 2, 4, 8, 16, 24];

function Swatch({ name, color, text }: { name: string; color: string; text: string }) {
  return (
    <Box
      data-token={`palette.${name}`}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, overflow: 'hidden' }}
    >
      <Box sx={{ bgcolor: color, color: text, p: 2, minHeight: 64, fontWeight: 700 }}>Aa</Box>
      <Box sx={{ p: 1 }}>
        <Typography sx={{ fontWeight: 600, fontSize: '0.85rem' }}>{name}</Typography>
        <Typography
          dir="ltr"
          sx={{ fontFamily: 'monospace', fontSize: '0.75rem', textAlign: 'right' }}
        >
          {color}
        </Typography>
      </Box>
    </Box>
  );
}

function Palette({ theme }: { theme: Theme }) {
  const swatches = [
    ...PALETTE_KEYS.flatMap((k) => [
      { name: `${k}.main`, color: theme.palette[k].main, text: theme.palette[k].contrastText },
      { name: `${k}.dark`, color: theme.palette[k].dark, text: theme.palette[k].contrastText },
    ]),
    {
      name: 'background.default',
      color: theme.palette.background.default,
      text: theme.palette.text.primary,
    },
    {
      name: 'background.paper',
      color: theme.palette.background.paper,
      text: theme.palette.text.primary,
    },
    {
      name: 'text.primary',
      color: theme.palette.text.primary,
      text: theme.palette.background.paper,
    },
    {
      name: 'text.secondary',
      color: theme.palette.text.secondary,
      text: theme.palette.background.paper,
    },
  ];
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: 'repeat(auto-fill, minmax(130px, 1fr))',
      }}
    >
      {swatches.map((s) => (
        <Swatch key={s.name} {...s} />
      ))}
    </Box>
  );
}

/** /theme/controls: the design tokens of the shared theme, and a live light/dark switch. */
export function ThemeControlsPage() {
  const theme = useTheme();
  const { mode, setMode } = useDocTheme();
  return (
    <>
      <DocHeader
        title="نشانه‌های طراحی"
        text="رنگ‌ها، مقیاس حروف وزیرمتن، فاصله‌ها، گردی گوشه‌ها و سایه‌های پوسته مشترک (libs/ui/src/theme.ts و apps/web/src/theme/theme.ts)."
        action={
          <FormControlLabel
            control={
              <Switch
                checked={mode === 'dark'}
                onChange={(e) => setMode(e.target.checked ? 'dark' : 'light')}
                slotProps={{ input: { 'aria-label': 'پوسته تیره' } }}
              />
            }
            label={mode === 'dark' ? 'پوسته تیره' : 'پوسته روشن'}
          />
        }
      />
      <Box sx={{ display: 'grid', gap: 4 }}>
        <section>
          <SectionTitle
            id="tokens-palette"
            title="رنگ‌ها"
            subtitle={`حالت کنونی: ${mode === 'dark' ? 'تیره' : 'روشن'}`}
          />
          <Palette theme={theme} />
        </section>
        <section>
          <SectionTitle
            id="tokens-type"
            title="مقیاس حروف"
            subtitle={`قلم: ${theme.typography.fontFamily ?? ''}`}
          />
          <Card sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 1.5 }}>
            {TYPE_SCALE.map((v) => (
              <Box
                key={v}
                data-token={`typography.${v}`}
                sx={{ display: 'flex', gap: 2, alignItems: 'baseline', flexWrap: 'wrap' }}
              >
                <Typography
                  dir="ltr"
                  sx={{
                    width: 150,
                    flexShrink: 0,
                    fontFamily: 'monospace',
                    fontSize: '0.75rem',
                    color: 'text.secondary',
                  }}
                >
                  {v} · {String(theme.typography[v].fontSize)} ·{' '}
                  {String(theme.typography[v].fontWeight ?? '')}
                </Typography>
                <Typography variant={v} sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                  دانش‌سرا ۱۲۳۴
                </Typography>
              </Box>
            ))}
          </Card>
        </section>
        <section>
          <SectionTitle
            id="tokens-spacing"
            title="فاصله‌ها"
            subtitle={`یک واحد = ${toPersianDigits(theme.spacing(1))}`}
          />
          <Card sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 1 }}>
            {SPACINGS.map((s) => (
              <Box
                key={s}
                data-token={`spacing.${s}`}
                sx={{ display: 'flex', alignItems: 'center', gap: 2 }}
              >
                <Typography
                  dir="ltr"
                  sx={{ width: 110, fontFamily: 'monospace', fontSize: '0.75rem' }}
                >
                  spacing({s}) = {theme.spacing(s)}
                </Typography>
                <Box
                  sx={{
                    height: 14,
                    width: theme.spacing(s),
                    bgcolor: 'primary.main',
                    borderRadius: 1,
                  }}
                />
              </Box>
            ))}
          </Card>
        </section>
        <section>
          <SectionTitle
            id="tokens-radii"
            title="گردی گوشه‌ها"
            subtitle={`پیش‌فرض: ${toPersianDigits(String(theme.shape.borderRadius))} پیکسل`}
          />
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            {RADII.map((r) => (
              <Box key={r} data-token={`radius.${r}`} sx={{ textAlign: 'center' }}>
                <Box
                  sx={{ width: 72, height: 72, bgcolor: 'secondary.main', borderRadius: `${r}px` }}
                />
                <Typography
                  dir="ltr"
                  sx={{ fontFamily: 'monospace', fontSize: '0.75rem', mt: 0.5 }}
                >
                  {r}px
                </Typography>
              </Box>
            ))}
          </Box>
        </section>
        <section>
          <SectionTitle id="tokens-shadows" title="سایه‌ها" />
          <Box
            sx={{
              display: 'grid',
              gap: 2.5,
              gridTemplateColumns: 'repeat(auto-fill, minmax(110px, 1fr))',
            }}
          >
            {SHADOWS.map((s) => (
              <Box
                key={s}
                data-token={`shadow.${s}`}
                sx={{
                  height: 80,
                  borderRadius: 2,
                  bgcolor: 'background.paper',
                  boxShadow: s,
                  display: 'grid',
                  placeItems: 'center',
                }}
              >
                <Typography dir="ltr" sx={{ fontFamily: 'monospace', fontSize: '0.8rem' }}>
                  shadows[{s}]
                </Typography>
              </Box>
            ))}
          </Box>
        </section>
      </Box>
    </>
  );
}
