import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';

/** A row of single-choice filter pills; wraps on a narrow phone so no choice is cut off. */
export function FilterChips<V extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly { value: V; label: string }[];
  value: V;
  onChange: (value: V) => void;
}) {
  return (
    <Box
      role="group"
      aria-label={label}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1,
        mb: 2.5,
      }}
    >
      {options.map((option) => {
        const selected = option.value === value;
        return (
          <Chip
            key={option.value}
            label={option.label}
            clickable
            aria-pressed={selected}
            color={selected ? 'primary' : 'default'}
            variant={selected ? 'filled' : 'outlined'}
            onClick={() => onChange(option.value)}
            sx={{
              height: 38,
              px: 0.5,
              fontWeight: 600,
              flexShrink: 0,
              bgcolor: selected ? undefined : 'background.paper',
            }}
          />
        );
      })}
    </Box>
  );
}
