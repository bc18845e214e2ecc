import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { ReactElement } from 'react';
import { useListContext, useTranslate } from 'react-admin';

export interface QuickFilterChipsProps {
  /** i18n key of «همه». */
  allLabel: string;
  /** i18n key of the quick filter (the queue finance works through). */
  label: string;
  icon: ReactElement;
  /** The filter values the chip sets; other filters are kept. */
  filter: Record<string, string>;
  /** A filter among them to show in the filter bar while on. */
  shown?: string;
}

/**
 * Quick filters above a list: «همه» and one queue (the withdrawal requests waiting, the bank trips
 * waiting for the bank). The chip is on while every value of its filter is set.
 */
export function QuickFilterChips({ allLabel, label, icon, filter, shown }: QuickFilterChipsProps) {
  const translate = useTranslate();
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const on = Object.entries(filter).every(([k, v]) => filterValues?.[k] === v);
  const rest = Object.fromEntries(Object.entries(filterValues ?? {}).filter(([k]) => !(k in filter)));
  const shownNow = Object.fromEntries(Object.entries(displayedFilters ?? {}).filter(([k]) => k !== shown));
  return (
    <Stack
      direction="row"
      useFlexGap
      sx={{ flexWrap: 'wrap', gap: 1, px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}
    >
      <Chip
        label={translate(allLabel)}
        color={!on ? 'primary' : 'default'}
        variant={!on ? 'filled' : 'outlined'}
        onClick={() => setFilters(rest, shownNow)}
        aria-pressed={!on}
      />
      <Chip
        icon={icon}
        label={translate(label)}
        color={on ? 'warning' : 'default'}
        variant={on ? 'filled' : 'outlined'}
        onClick={() => setFilters({ ...rest, ...filter }, shown ? { ...shownNow, [shown]: true } : shownNow)}
        aria-pressed={on}
      />
    </Stack>
  );
}
