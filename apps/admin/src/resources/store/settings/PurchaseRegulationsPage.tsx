import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import NotesIcon from '@mui/icons-material/Notes';
import TitleIcon from '@mui/icons-material/Title';
import Box from '@mui/material/Box';
import MuiButton from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, type ComponentType } from 'react';
import {
  InputHelperText,
  RecordContextProvider,
  RichTextField,
  required,
  useInput,
  useTranslate,
} from 'react-admin';
import { SettingKey } from '../api';
import { applyHtmlTool, splitHtmlBlocks, type HtmlTool } from './html';
import { SettingsCard } from './SettingsCard';

const TOOLS: ReadonlyArray<{ tool: HtmlTool; icon: ComponentType<{ fontSize?: 'small' }> }> = [
  { tool: 'paragraph', icon: NotesIcon },
  { tool: 'heading', icon: TitleIcon },
  { tool: 'bold', icon: FormatBoldIcon },
  { tool: 'list', icon: FormatListBulletedIcon },
];

/** The sanitised preview (react-admin's RichTextField runs DOMPurify) of what buyers read. */
function Preview({ html }: { html: string }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, minWidth: 0 }}>
      <Typography variant="subtitle2" sx={{ fontWeight: 700 }}>
        {translate('app.store.settings.purchase_regulations.preview')}
      </Typography>
      <Paper
        variant="outlined"
        data-testid="regulations-preview"
        sx={{
          p: 2,
          minHeight: 200,
          bgcolor: 'background.default',
          overflowWrap: 'anywhere',
          '& p': { my: 1, lineHeight: 1.9 },
          '& h3': { fontSize: '1.05rem', fontWeight: 700, mt: 1.5, mb: 1 },
          '& ul, & ol': { pl: 3, my: 1 },
          '& li': { mb: 0.5, lineHeight: 1.8 },
        }}
      >
        {html.trim() ? (
          <RecordContextProvider value={{ id: 'preview', value: html }}>
            <RichTextField source="value" />
          </RecordContextProvider>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {translate('app.store.settings.purchase_regulations.preview_empty')}
          </Typography>
        )}
      </Paper>
    </Box>
  );
}

/**
 * The regulations text: a multiline editor with buttons that wrap the selection in a paragraph,
 * a heading, bold or a list, and a live preview beside it (below it on a phone).
 */
function RegulationsEditor() {
  const translate = useTranslate();
  const { id, field, fieldState } = useInput({ source: 'value', validate: required() });
  const textarea = useRef<HTMLTextAreaElement | null>(null);
  const value = typeof field.value === 'string' ? field.value : '';
  const apply = (tool: HtmlTool) => {
    const el = textarea.current;
    const start = el?.selectionStart ?? value.length;
    const end = el?.selectionEnd ?? value.length;
    const edit = applyHtmlTool(value, start, end, tool);
    field.onChange(edit.text);
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(edit.selectionStart, edit.selectionEnd);
    });
  };
  const error = fieldState.error?.message;
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        gap: 2,
        alignItems: 'start',
      }}
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} role="toolbar">
          {TOOLS.map(({ tool, icon: Icon }) => (
            <MuiButton
              key={tool}
              size="small"
              variant="outlined"
              color="inherit"
              startIcon={<Icon fontSize="small" />}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => apply(tool)}
              disabled={field.disabled}
            >
              {translate(`app.store.settings.purchase_regulations.tools.${tool}`)}
            </MuiButton>
          ))}
        </Box>
        <TextField
          id={id}
          name={field.name}
          inputRef={(el: HTMLTextAreaElement | null) => {
            textarea.current = el;
            field.ref(el);
          }}
          value={value}
          onChange={(e) => field.onChange(e.target.value)}
          onBlur={field.onBlur}
          disabled={field.disabled}
          label={translate('app.store.settings.purchase_regulations.label')}
          multiline
          minRows={12}
          maxRows={28}
          fullWidth
          error={Boolean(error)}
          helperText={<InputHelperText error={error} />}
          slotProps={{
            htmlInput: {
              dir: 'rtl',
              spellCheck: false,
              style: { fontSize: '0.9rem', lineHeight: 1.8 },
            },
          }}
        />
      </Box>
      <Preview html={value} />
    </Box>
  );
}

/** /admin/store/purchase-regulations: GET/PUT cma/settings/key/PurchaseRegulations (HTML). */
export function PurchaseRegulationsPage() {
  return (
    <SettingsCard
      settingKey={SettingKey.PURCHASE_REGULATIONS}
      title="app.store.settings.purchase_regulations.title"
      help="app.store.settings.purchase_regulations.help"
      toForm={(stored) => splitHtmlBlocks(stored ?? '')}
      toStored={(value) => (typeof value === 'string' ? value.trim() : '')}
      maxWidth={1200}
    >
      <RegulationsEditor />
    </SettingsCard>
  );
}
