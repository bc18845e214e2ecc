import CloseRounded from '@mui/icons-material/CloseRounded';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  AUDIENCE_GENDER_LABELS,
  AudienceGender,
  CLASSROOM_STATUS_LABELS,
  HOLDING_TYPE_LABELS,
  HoldingType,
  toPersianDigits,
  type User,
} from '@daneshsara/domain';
import { useEffect, useId, useState } from 'react';
import type { ClassroomFilters } from '../filters';
import type { UnitCategoryRow } from '../lmaApi';
import { PUBLIC_STATUS_FILTERS } from '../model';

const ALL = 'all';

interface Option {
  value: string;
  label: string;
}

function RadioSection({
  title,
  options,
  value,
  onChange,
  loading = false,
}: {
  title: string;
  options: readonly Option[];
  value: string | null;
  onChange: (value: string | null) => void;
  loading?: boolean;
}) {
  const id = useId();
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" id={id} sx={{ fontWeight: 800, fontSize: '0.95rem', mb: 0.5, p: 0 }}>
        {title}
      </Typography>
      {loading ? (
        Array.from({ length: 3 }, (_, i) => <Skeleton key={i} width={`${70 - i * 12}%`} height={36} />)
      ) : (
        <RadioGroup
          aria-labelledby={id}
          value={value ?? ALL}
          onChange={(_, next) => onChange(next === ALL ? null : next)}
        >
          {[{ value: ALL, label: 'همه' }, ...options].map((o) => (
            <FormControlLabel
              key={o.value}
              value={o.value}
              control={<Radio size="small" />}
              label={o.label}
              sx={{
                mx: 0,
                minHeight: 40,
                '& .MuiFormControlLabel-label': { fontSize: '0.92rem', lineHeight: 1.6 },
              }}
            />
          ))}
        </RadioGroup>
      )}
    </Box>
  );
}

export const HOLDING_OPTIONS: Option[] = Object.values(HoldingType).map((v) => ({
  value: v,
  label: HOLDING_TYPE_LABELS[v],
}));
export const STATUS_OPTIONS: Option[] = PUBLIC_STATUS_FILTERS.map((v) => ({
  value: v,
  label: CLASSROOM_STATUS_LABELS[v],
}));
export const AUDIENCE_OPTIONS: Option[] = Object.values(AudienceGender).map((v) => ({
  value: v,
  label: AUDIENCE_GENDER_LABELS[v],
}));

interface FilterPanelProps {
  filters: ClassroomFilters;
  categories: readonly UnitCategoryRow[] | undefined;
  professors: readonly Pick<User, 'id' | 'full_name'>[] | undefined;
  onChange: (patch: Partial<ClassroomFilters>) => void;
}

/** Every filter of the catalogue; in the sidebar on a desktop, in a drawer on a phone. */
export function FilterPanel({ filters, categories, professors, onChange }: FilterPanelProps) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
      <RadioSection
        title="دسته‌بندی"
        loading={!categories}
        options={(categories ?? []).map((c) => ({ value: String(c.id), label: toPersianDigits(c.title) }))}
        value={filters.category ? String(filters.category) : null}
        onChange={(v) => onChange({ category: v ? Number(v) : null })}
      />
      <RadioSection
        title="وضعیت"
        options={STATUS_OPTIONS}
        value={filters.status}
        onChange={(v) => onChange({ status: v as ClassroomFilters['status'] })}
      />
      <RadioSection
        title="نوع برگزاری"
        options={HOLDING_OPTIONS}
        value={filters.holding}
        onChange={(v) => onChange({ holding: v as ClassroomFilters['holding'] })}
      />
      <RadioSection
        title="مخاطبان"
        options={AUDIENCE_OPTIONS}
        value={filters.audience}
        onChange={(v) => onChange({ audience: v as ClassroomFilters['audience'] })}
      />
      <TextField
        select
        label="استاد"
        value={filters.professor ? String(filters.professor) : ALL}
        onChange={(e) => onChange({ professor: e.target.value === ALL ? null : Number(e.target.value) })}
        slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } } } }}
      >
        <MenuItem value={ALL}>همه استادان</MenuItem>
        {(professors ?? []).map((p) => (
          <MenuItem key={p.id} value={String(p.id)}>
            {p.full_name}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}

/** What narrows the list now, each removable with one tap. */
export function ActiveFilters({
  filters,
  categories,
  professors,
  onChange,
  onClear,
}: FilterPanelProps & { onClear: () => void }) {
  const chips: { key: string; label: string; clear: Partial<ClassroomFilters> }[] = [];
  if (filters.category) {
    const c = categories?.find((x) => x.id === filters.category);
    chips.push({ key: 'category', label: c ? toPersianDigits(c.title) : 'دسته‌بندی', clear: { category: null } });
  }
  if (filters.status) {
    chips.push({ key: 'status', label: CLASSROOM_STATUS_LABELS[filters.status], clear: { status: null } });
  }
  if (filters.holding) {
    chips.push({ key: 'holding', label: HOLDING_TYPE_LABELS[filters.holding], clear: { holding: null } });
  }
  if (filters.audience) {
    chips.push({ key: 'audience', label: AUDIENCE_GENDER_LABELS[filters.audience], clear: { audience: null } });
  }
  if (filters.professor) {
    const p = professors?.find((x) => x.id === filters.professor);
    chips.push({ key: 'professor', label: p ? `استاد: ${p.full_name}` : 'استاد', clear: { professor: null } });
  }
  if (!chips.length) return null;
  return (
    <Box
      role="group"
      aria-label="فیلترهای فعال"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}
    >
      {chips.map((chip) => (
        <Chip
          key={chip.key}
          label={chip.label}
          onDelete={() => onChange(chip.clear)}
          deleteIcon={<CloseRounded aria-label={`حذف فیلتر ${chip.label}`} />}
          sx={{ height: 36, fontWeight: 600, bgcolor: '#e3f0f0', color: 'primary.dark' }}
        />
      ))}
      <Button size="small" onClick={onClear} sx={{ minHeight: 36 }}>
        حذف همه فیلترها
      </Button>
    </Box>
  );
}

/** Search by title: sent a moment after typing stops, or at once on Enter. */
export function SearchField({
  value,
  placeholder,
  onSearch,
}: {
  value: string;
  placeholder: string;
  onSearch: (text: string) => void;
}) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  // The URL changed underneath (back button, header search): follow it.
  if (seen !== value) {
    setSeen(value);
    setText(value);
  }
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = window.setTimeout(() => onSearch(text.trim()), 450);
    return () => window.clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <Box
      component="form"
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(text.trim());
      }}
      sx={{ flex: 1, minWidth: 0 }}
    >
      <TextField
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={placeholder}
        slotProps={{
          htmlInput: { 'aria-label': placeholder, maxLength: 100 },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchOutlined sx={{ color: 'text.secondary' }} />
              </InputAdornment>
            ),
            endAdornment: text ? (
              <InputAdornment position="end">
                <IconButton
                  aria-label="پاک کردن جستجو"
                  edge="end"
                  onClick={() => {
                    setText('');
                    onSearch('');
                  }}
                >
                  <CloseRounded />
                </IconButton>
              </InputAdornment>
            ) : undefined,
          },
        }}
      />
    </Box>
  );
}
