import SearchRounded from '@mui/icons-material/SearchRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { toPersianDigits } from '@daneshsara/domain';
import { useMemo, useState } from 'react';
import { EmptyState } from '../../kit/EmptyState';
import { DocHeader } from './DocHeader';
import { PRODUCT_ICONS } from './icons';

const ALL = Object.entries(PRODUCT_ICONS);

/** /icon-sax: every icon the product uses, by name, with a search. */
export function IconSaxPage() {
  const [query, setQuery] = useState('');
  const shown = useMemo(() => {
    const q = query.trim().toLowerCase();
    return q ? ALL.filter(([name]) => name.toLowerCase().includes(q)) : ALL;
  }, [query]);
  return (
    <>
      <DocHeader
        title="نمادها"
        text={`${toPersianDigits(ALL.length)} نمادی که فروشگاه و پنل مدیریت به کار می‌برند، با نام هر یک برای import از @mui/icons-material.`}
      />
      <TextField
        label="جست‌وجوی نام نماد"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        sx={{ mb: 1, maxWidth: 420 }}
        slotProps={{
          htmlInput: { dir: 'ltr', 'data-testid': 'icon-search' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchRounded />
              </InputAdornment>
            ),
          },
        }}
      />
      <Typography sx={{ color: 'text.secondary', mb: 2 }} role="status">
        {toPersianDigits(shown.length)} نماد
      </Typography>
      {shown.length === 0 ? (
        <EmptyState
          icon={<SearchRounded />}
          title="نمادی با این نام نیست"
          description="بخشی از نام انگلیسی نماد را بنویسید، مانند Wallet یا Rounded."
        />
      ) : (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
          }}
        >
          {shown.map(([name, Icon]) => (
            <Card
              component="li"
              key={name}
              data-icon={name}
              sx={{ p: 1.5, display: 'grid', justifyItems: 'center', gap: 1, textAlign: 'center' }}
            >
              <Icon sx={{ fontSize: 32, color: 'primary.main' }} />
              <Typography
                dir="ltr"
                sx={{ fontSize: '0.75rem', wordBreak: 'break-all', fontFamily: 'monospace' }}
              >
                {name}
              </Typography>
            </Card>
          ))}
        </Box>
      )}
    </>
  );
}
