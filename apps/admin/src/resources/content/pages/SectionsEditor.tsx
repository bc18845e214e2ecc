import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MuiButton from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type PageValue, type Widget } from '@daneshsara/domain';
import { PAGE_WIDGETS, widgetKind } from '@daneshsara/domain/page-widget-catalog';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import {
  editCol,
  editRow,
  editSection,
  editWidget,
  emptyCol,
  emptyRow,
  emptySection,
  move,
  newWidget,
  removeAt,
} from './pageEdit';
import { OptionFields } from './WidgetOptions';

/** Up, down and remove for one item of a list; `name` says what (for screen readers). */
function Controls({
  name,
  index,
  count,
  onMove,
  onRemove,
}: {
  name: string;
  index: number;
  count: number;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', flexShrink: 0 }}>
      <IconButton
        size="small"
        disabled={index === 0}
        aria-label={translate('app.content.pages.up', { name })}
        onClick={() => onMove(-1)}
      >
        <ArrowUpwardIcon fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        disabled={index === count - 1}
        aria-label={translate('app.content.pages.down', { name })}
        onClick={() => onMove(1)}
      >
        <ArrowDownwardIcon fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        color="error"
        aria-label={translate('app.content.pages.remove', { name })}
        onClick={onRemove}
      >
        <DeleteOutlineIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}

function Head({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box
      sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1, minWidth: 0 }}
    >
      <Typography sx={{ fontWeight: 700, flex: '1 0 auto', maxWidth: '100%' }}>{title}</Typography>
      <Box
        sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', marginInlineStart: 'auto' }}
      >
        {children}
      </Box>
    </Box>
  );
}

const filled = (v: unknown): boolean =>
  Array.isArray(v)
    ? v.some((x) => typeof x === 'object' && x !== null && Object.values(x).some(filled))
    : v !== '' && v !== undefined && v !== null;

/** A widget: its name, its controls, and its options form (opened with the pencil). */
function WidgetCard({
  widget,
  index,
  count,
  onMove,
  onRemove,
  onOptions,
}: {
  widget: Widget;
  index: number;
  count: number;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
  onOptions: (o: Record<string, unknown>) => void;
}) {
  const translate = useTranslate();
  const kind = widgetKind(widget.name);
  // A widget just added (nothing filled yet) opens its form; a composed one starts closed.
  const [open, setOpen] = useState(() => !Object.values(widget.options ?? {}).some(filled));
  const label = kind?.label ?? widget.name;
  return (
    <Paper
      variant="outlined"
      data-widget={widget.name}
      sx={{ p: { xs: 1, md: 1.5 }, display: 'grid', gap: 1.5 }}
    >
      <Head title={label}>
        {kind && kind.fields.length > 0 && (
          <IconButton
            size="small"
            aria-label={translate('app.content.pages.options', { name: label })}
            aria-expanded={open}
            onClick={() => setOpen(!open)}
          >
            <EditOutlinedIcon fontSize="small" />
          </IconButton>
        )}
        <Controls name={label} index={index} count={count} onMove={onMove} onRemove={onRemove} />
      </Head>
      {!kind && <Alert severity="info">{translate('app.content.pages.unknown_widget')}</Alert>}
      {kind && (
        <Collapse in={open} unmountOnExit>
          <Box sx={{ display: 'grid', gap: 1.5 }}>
            <OptionFields
              fields={kind.fields}
              options={widget.options ?? {}}
              onChange={onOptions}
            />
          </Box>
        </Collapse>
      )}
    </Paper>
  );
}

/** A picker of the catalog's widgets that adds the chosen one. */
function AddWidget({ onAdd }: { onAdd: (name: string) => void }) {
  const translate = useTranslate();
  return (
    <TextField
      select
      size="small"
      label={translate('app.content.pages.add_widget')}
      value=""
      onChange={(e) => onAdd(e.target.value)}
      sx={{ minWidth: 200 }}
    >
      {PAGE_WIDGETS.map((w) => (
        <MenuItem key={w.name} value={w.name}>
          {w.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The page's sections, their rows, the rows' columns and the columns' widgets, each editable in place. */
export function SectionsEditor({
  page,
  onChange,
}: {
  page: PageValue;
  onChange: (p: PageValue) => void;
}) {
  const translate = useTranslate();
  const sections = page.sections;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {sections.map((section, s) => {
        const sectionName = translate('app.content.pages.section', { n: s + 1 });
        return (
          <Paper
            key={s}
            variant="outlined"
            data-section={s}
            sx={{ p: { xs: 1, md: 2 }, display: 'grid', gap: 1.5, bgcolor: 'background.default' }}
          >
            <Head title={sectionName}>
              <Controls
                name={sectionName}
                index={s}
                count={sections.length}
                onMove={(by) => onChange({ ...page, sections: move(sections, s, by) })}
                onRemove={() => onChange({ ...page, sections: removeAt(sections, s) })}
              />
            </Head>
            {section.data.rows.map((row, r) => {
              const rowName = translate('app.content.pages.row', { n: r + 1 });
              return (
                <Box
                  key={r}
                  sx={{
                    display: 'grid',
                    gap: 1,
                    borderInlineStart: 3,
                    borderColor: 'divider',
                    ps: { xs: 0.75, md: 1.5 },
                  }}
                >
                  <Head title={rowName}>
                    {row.cols.length < 3 && (
                      <MuiButton
                        size="small"
                        startIcon={<AddIcon />}
                        onClick={() =>
                          onChange(
                            editRow(page, s, r, (x) => ({ ...x, cols: [...x.cols, emptyCol()] })),
                          )
                        }
                      >
                        {translate('app.content.pages.add_col')}
                      </MuiButton>
                    )}
                    <Controls
                      name={rowName}
                      index={r}
                      count={section.data.rows.length}
                      onMove={(by) =>
                        onChange(
                          editSection(page, s, (x) => ({
                            ...x,
                            data: { ...x.data, rows: move(x.data.rows, r, by) },
                          })),
                        )
                      }
                      onRemove={() =>
                        onChange(
                          editSection(page, s, (x) => ({
                            ...x,
                            data: { ...x.data, rows: removeAt(x.data.rows, r) },
                          })),
                        )
                      }
                    />
                  </Head>
                  <Box
                    sx={{
                      display: 'grid',
                      gap: 1.5,
                      gridTemplateColumns: {
                        xs: '1fr',
                        lg: `repeat(${row.cols.length}, minmax(0, 1fr))`,
                      },
                    }}
                  >
                    {row.cols.map((col, c) => (
                      <Box
                        key={c}
                        sx={{
                          display: 'grid',
                          gap: 1,
                          alignContent: 'start',
                          p: { xs: 0.5, md: 1 },
                          border: 1,
                          borderStyle: 'dashed',
                          borderColor: 'divider',
                          borderRadius: 1,
                        }}
                      >
                        {row.cols.length > 1 && (
                          <Head title={translate('app.content.pages.col', { n: c + 1 })}>
                            <IconButton
                              size="small"
                              aria-label={translate('app.content.pages.remove', {
                                name: translate('app.content.pages.col', { n: c + 1 }),
                              })}
                              onClick={() =>
                                onChange(
                                  editRow(page, s, r, (x) => ({ ...x, cols: removeAt(x.cols, c) })),
                                )
                              }
                            >
                              <DeleteOutlineIcon fontSize="small" />
                            </IconButton>
                          </Head>
                        )}
                        {col.widgets.map((w, k) => (
                          <WidgetCard
                            key={`${k}-${w.name}`}
                            widget={w}
                            index={k}
                            count={col.widgets.length}
                            onMove={(by) =>
                              onChange(
                                editCol(page, s, r, c, (x) => ({
                                  ...x,
                                  widgets: move(x.widgets, k, by),
                                })),
                              )
                            }
                            onRemove={() =>
                              onChange(
                                editCol(page, s, r, c, (x) => ({
                                  ...x,
                                  widgets: removeAt(x.widgets, k),
                                })),
                              )
                            }
                            onOptions={(o) => onChange(editWidget(page, s, r, c, k, o))}
                          />
                        ))}
                        <AddWidget
                          onAdd={(name) =>
                            onChange(
                              editCol(page, s, r, c, (x) => ({
                                ...x,
                                widgets: [...x.widgets, newWidget(name)],
                              })),
                            )
                          }
                        />
                      </Box>
                    ))}
                  </Box>
                </Box>
              );
            })}
            <Box>
              <MuiButton
                size="small"
                startIcon={<AddIcon />}
                onClick={() =>
                  onChange(
                    editSection(page, s, (x) => ({
                      ...x,
                      data: { ...x.data, rows: [...x.data.rows, emptyRow()] },
                    })),
                  )
                }
              >
                {translate('app.content.pages.add_row_to_section')}
              </MuiButton>
            </Box>
          </Paper>
        );
      })}
      <Box>
        <MuiButton
          variant="outlined"
          startIcon={<AddIcon />}
          onClick={() => onChange({ ...page, sections: [...sections, emptySection()] })}
        >
          {translate('app.content.pages.add_section')}
        </MuiButton>
      </Box>
    </Box>
  );
}
