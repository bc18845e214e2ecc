import CloseRounded from '@mui/icons-material/CloseRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import SortRounded from '@mui/icons-material/SortRounded';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PRODUCT_SORT_LABELS, ProductSort } from '@daneshsara/domain';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { ShopTab } from '../filters';

const SORTS = Object.values(ProductSort);

/** «کالاها» / «بسته‌ها»: two lists of the same shop, as underlined tabs. */
export function ShopTabs({
  value,
  onChange,
}: {
  value: ShopTab;
  onChange: (tab: ShopTab) => void;
}) {
  const tabs: Array<{ value: ShopTab; label: string }> = [
    { value: 'products', label: 'کالاها' },
    { value: 'packages', label: 'بسته‌های ویژه' },
  ];
  return (
    <Box role="tablist" aria-label="نوع فهرست" sx={{ display: 'flex', gap: 0.5 }}>
      {tabs.map((tab) => {
        const selected = tab.value === value;
        return (
          <ButtonBase
            key={tab.value}
            role="tab"
            aria-selected={selected}
            onClick={() => onChange(tab.value)}
            sx={{
              minHeight: 44,
              px: 2,
              borderRadius: 2.5,
              fontWeight: selected ? 800 : 600,
              fontSize: '0.98rem',
              color: selected ? 'primary.contrastText' : 'text.primary',
              bgcolor: selected ? 'primary.main' : 'background.paper',
              border: '1px solid',
              borderColor: selected ? 'primary.main' : 'divider',
              whiteSpace: 'nowrap',
            }}
          >
            {tab.label}
          </ButtonBase>
        );
      })}
    </Box>
  );
}

/** The sort as words in a row (wide screens): پرفروش‌ترین · گران‌ترین · ارزان‌ترین. */
export function SortLinks({
  value,
  onChange,
}: {
  value: ProductSort;
  onChange: (sort: ProductSort) => void;
}) {
  return (
    <Box
      role="radiogroup"
      aria-label="مرتب‌سازی"
      sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
    >
      <SortRounded sx={{ color: 'text.secondary', fontSize: 20 }} />
      <Typography
        component="span"
        sx={{ color: 'text.secondary', fontSize: '0.9rem', marginInlineEnd: 0.5 }}
      >
        مرتب‌سازی:
      </Typography>
      {SORTS.map((sort) => {
        const selected = sort === value;
        return (
          <ButtonBase
            key={sort}
            role="radio"
            aria-checked={selected}
            onClick={() => onChange(sort)}
            sx={{
              minHeight: 40,
              px: 1.25,
              borderRadius: 2,
              fontSize: '0.9rem',
              fontWeight: selected ? 800 : 500,
              color: selected ? 'primary.main' : 'text.primary',
              position: 'relative',
              '&::after': {
                content: '""',
                position: 'absolute',
                insetInline: 10,
                bottom: 4,
                height: 2,
                borderRadius: 2,
                bgcolor: 'secondary.main',
                opacity: selected ? 1 : 0,
              },
            }}
          >
            {PRODUCT_SORT_LABELS[sort]}
          </ButtonBase>
        );
      })}
    </Box>
  );
}

/** The sort as a select (phones). */
export function SortSelect({
  value,
  onChange,
}: {
  value: ProductSort;
  onChange: (sort: ProductSort) => void;
}) {
  return (
    <TextField
      select
      size="small"
      value={value}
      onChange={(e) => onChange(e.target.value as ProductSort)}
      slotProps={{
        htmlInput: { 'aria-label': 'مرتب‌سازی' },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SortRounded fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
      sx={{ '& .MuiInputBase-root': { minHeight: 44 } }}
    >
      {SORTS.map((sort) => (
        <MenuItem key={sort} value={sort}>
          {PRODUCT_SORT_LABELS[sort]}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * Search in the shop's titles and descriptions: the URL follows what is typed after a short pause
 * (or at once on Enter). Remount it (key) when the URL's search changes from elsewhere.
 */
export function ShopSearch({
  value,
  onSearch,
}: {
  value: string;
  onSearch: (text: string) => void;
}) {
  const [text, setText] = useState(value);
  const latest = useRef(onSearch);
  useEffect(() => {
    latest.current = onSearch;
  });
  useEffect(() => {
    if (text.trim() === value) return undefined;
    const timer = window.setTimeout(() => latest.current(text.trim()), 450);
    return () => window.clearTimeout(timer);
  }, [text, value]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(text.trim());
  };
  return (
    <Box component="form" role="search" onSubmit={submit} sx={{ flex: 1, minWidth: 0 }}>
      <TextField
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder="جستجو در کتاب‌ها و محصولات…"
        size="small"
        slotProps={{
          htmlInput: { 'aria-label': 'جستجو در فروشگاه', enterKeyHint: 'search', maxLength: 100 },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchRounded />
              </InputAdornment>
            ),
            endAdornment: text ? (
              <InputAdornment position="end">
                <IconButton
                  aria-label="پاک کردن جستجو"
                  onClick={() => {
                    setText('');
                    onSearch('');
                  }}
                  edge="end"
                  sx={{ width: 36, height: 36, minWidth: 36, minHeight: 36 }}
                >
                  <CloseRounded fontSize="small" />
                </IconButton>
              </InputAdornment>
            ) : undefined,
          },
        }}
        sx={{ '& .MuiInputBase-root': { minHeight: 44 } }}
      />
    </Box>
  );
}
