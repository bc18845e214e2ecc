import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  PHYSICAL_TYPE_LABELS,
  PhysicalType,
  toPersianDigits,
  type StoreCategoryRow,
} from '@daneshsara/domain';
import { useState, type FormEvent, type ReactNode } from 'react';
import { RialField } from '../../donation/components/RialField';
import { activeFilterCount, type Edition, type ShopFilters } from '../filters';
import { MEDIA_TYPE_LABELS } from '../model';
import type { StoreMediaType } from '../storeApi';
import { CategoryTree } from './CategoryTree';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ py: 2 }}>
      <Typography component="h3" sx={{ fontWeight: 800, fontSize: '0.95rem', mb: 1.25 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

const toggle = <T,>(list: readonly T[], value: T): T[] =>
  list.includes(value) ? list.filter((v) => v !== value) : [...list, value];

const EDITIONS: ReadonlyArray<{ value: Edition; label: string }> = [
  { value: 'all', label: 'همه' },
  { value: 'physical', label: 'چاپی' },
  { value: 'virtual', label: 'الکترونیکی' },
];

/**
 * The shop's filters: category tree, edition and kind of thing, kind of media, price range and
 * «فقط کالاهای موجود». Every change lands in the URL at once (ShopPage), except the price range,
 * which waits for «اعمال».
 */
export function FilterPanel({
  filters,
  tree,
  treeLoading,
  onChange,
  onClear,
}: {
  filters: ShopFilters;
  tree: readonly StoreCategoryRow[] | undefined;
  treeLoading: boolean;
  onChange: (patch: Partial<ShopFilters>) => void;
  onClear: () => void;
}) {
  const products = filters.tab === 'products';
  const active = activeFilterCount(filters);
  return (
    <Box>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          minHeight: 40,
        }}
      >
        <Typography component="h2" sx={{ fontWeight: 800, fontSize: '1.05rem' }}>
          فیلترها
          {active > 0 && (
            <Box
              component="span"
              sx={{ color: 'text.secondary', fontWeight: 500, fontSize: '0.85rem' }}
            >
              {' '}
              ({toPersianDigits(active)})
            </Box>
          )}
        </Typography>
        {active > 0 && (
          <Button size="small" color="error" onClick={onClear} sx={{ minHeight: 36 }}>
            حذف فیلترها
          </Button>
        )}
      </Box>
      <Section title="دسته‌بندی">
        <CategoryTree
          tree={tree}
          loading={treeLoading}
          selected={filters.category}
          onSelect={(category) => onChange({ category })}
        />
      </Section>
      <Divider />
      {products && (
        <>
          <Section title="نسخه">
            <ToggleButtonGroup
              exclusive
              fullWidth
              size="small"
              value={filters.edition}
              onChange={(_, edition: Edition | null) => edition && onChange({ edition })}
              aria-label="نسخه"
              sx={{
                '& .MuiToggleButton-root': {
                  minHeight: 40,
                  fontWeight: 600,
                  fontSize: '0.82rem',
                  px: 0.5,
                },
                '& .Mui-selected': {
                  color: 'primary.dark',
                  bgcolor: 'rgba(15,94,99,0.1) !important',
                },
              }}
            >
              {EDITIONS.map((e) => (
                <ToggleButton key={e.value} value={e.value}>
                  {e.label}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </Section>
          <Divider />
          <Section title="نوع کالا">
            <Box sx={{ display: 'grid' }}>
              {Object.values(PhysicalType).map((type) => (
                <FormControlLabel
                  key={type}
                  control={
                    <Checkbox
                      checked={filters.types.includes(type)}
                      onChange={() => onChange({ types: toggle(filters.types, type) })}
                    />
                  }
                  label={PHYSICAL_TYPE_LABELS[type]}
                  sx={{ mx: 0, minHeight: 40 }}
                />
              ))}
            </Box>
          </Section>
          <Divider />
          <Section title="نوع رسانه">
            <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr' }}>
              {(Object.keys(MEDIA_TYPE_LABELS) as StoreMediaType[]).map((type) => (
                <FormControlLabel
                  key={type}
                  control={
                    <Checkbox
                      checked={filters.media.includes(type)}
                      onChange={() => onChange({ media: toggle(filters.media, type) })}
                    />
                  }
                  label={MEDIA_TYPE_LABELS[type]}
                  sx={{ mx: 0, minHeight: 40 }}
                />
              ))}
            </Box>
          </Section>
          <Divider />
        </>
      )}
      <Section title="محدوده قیمت">
        <PriceRange
          key={`${filters.minPrice}-${filters.maxPrice}`}
          min={filters.minPrice}
          max={filters.maxPrice}
          onApply={(minPrice, maxPrice) => onChange({ minPrice, maxPrice })}
        />
      </Section>
      <Divider />
      <Box sx={{ py: 1.5 }}>
        <FormControlLabel
          control={
            <Switch
              checked={filters.inStock}
              onChange={(e) => onChange({ inStock: e.target.checked })}
            />
          }
          label="فقط کالاهای موجود"
          sx={{
            mx: 0,
            width: '100%',
            justifyContent: 'space-between',
            flexDirection: 'row-reverse',
          }}
        />
      </Box>
    </Box>
  );
}

function PriceRange({
  min,
  max,
  onApply,
}: {
  min: number | null;
  max: number | null;
  onApply: (min: number | null, max: number | null) => void;
}) {
  const [from, setFrom] = useState<number | null>(min);
  const [to, setTo] = useState<number | null>(max);
  const changed = from !== min || to !== max;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const low = from || null;
    const high = to || null;
    if (low !== null && high !== null && low > high) onApply(high, low);
    else onApply(low, high);
  };
  const fieldSx = { '& input': { fontSize: '0.95rem !important', fontWeight: '600 !important' } };
  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 1.5 }}>
      <RialField
        label="از"
        value={from}
        onChange={setFrom}
        placeholder="۰"
        size="small"
        sx={fieldSx}
      />
      <RialField
        label="تا"
        value={to}
        onChange={setTo}
        placeholder="بدون سقف"
        size="small"
        sx={fieldSx}
      />
      <Button type="submit" variant="outlined" disabled={!changed}>
        اعمال محدوده قیمت
      </Button>
    </Box>
  );
}
