import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import MuiButton from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { WidgetField } from '@daneshsara/domain/page-widget-catalog';
import { useTranslate } from 'react-admin';

type Options = Record<string, unknown>;

/** One text, HTML or number option. */
function FieldInput({
  field,
  value,
  onChange,
}: {
  field: Exclude<WidgetField, { kind: 'list' }>;
  value: unknown;
  onChange: (v: unknown) => void;
}) {
  const translate = useTranslate();
  const multiline = field.kind === 'multiline' || field.kind === 'html';
  return (
    <TextField
      label={field.label}
      size="small"
      fullWidth
      value={value === undefined || value === null ? '' : String(value)}
      onChange={(e) =>
        onChange(
          field.kind === 'number'
            ? e.target.value === ''
              ? undefined
              : Number(e.target.value)
            : e.target.value,
        )
      }
      type={field.kind === 'number' ? 'number' : 'text'}
      multiline={multiline}
      minRows={field.kind === 'html' ? 4 : multiline ? 2 : undefined}
      helperText={field.kind === 'html' ? translate('app.content.html_help') : undefined}
      slotProps={{
        htmlInput: { dir: field.kind === 'url' ? 'ltr' : undefined, 'data-option': field.name },
      }}
    />
  );
}

/** A list option (FAQ questions, hero buttons, breadcrumb steps): rows of the item's fields. */
function ListInput({
  field,
  value,
  onChange,
}: {
  field: Extract<WidgetField, { kind: 'list' }>;
  value: unknown;
  onChange: (v: Options[]) => void;
}) {
  const translate = useTranslate();
  const rows = (Array.isArray(value) ? value : []) as Options[];
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        {field.label}
      </Typography>
      {rows.map((row, i) => (
        <Paper
          key={i}
          variant="outlined"
          sx={{ p: 1.5, display: 'flex', gap: 1, alignItems: 'flex-start' }}
        >
          <Box sx={{ flex: 1, display: 'grid', gap: 1 }}>
            <OptionFields
              fields={field.item}
              options={row}
              onChange={(next) => onChange(rows.map((r, k) => (k === i ? next : r)))}
            />
          </Box>
          <IconButton
            aria-label={translate('app.content.pages.remove_row')}
            onClick={() => onChange(rows.filter((_, k) => k !== i))}
          >
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        </Paper>
      ))}
      <Box>
        <MuiButton size="small" startIcon={<AddIcon />} onClick={() => onChange([...rows, {}])}>
          {translate('app.content.pages.add_row', { name: field.label })}
        </MuiButton>
      </Box>
    </Box>
  );
}

/** The form of a widget's options, from the catalog's fields (libs/domain page-widgets.ts). */
export function OptionFields({
  fields,
  options,
  onChange,
}: {
  fields: readonly WidgetField[];
  options: Options;
  onChange: (next: Options) => void;
}) {
  const set = (name: string, v: unknown) => onChange({ ...options, [name]: v });
  return (
    <>
      {fields.map((f) =>
        f.kind === 'list' ? (
          <ListInput
            key={f.name}
            field={f}
            value={options[f.name]}
            onChange={(v) => set(f.name, v)}
          />
        ) : (
          <FieldInput
            key={f.name}
            field={f}
            value={options[f.name]}
            onChange={(v) => set(f.name, v)}
          />
        ),
      )}
    </>
  );
}
