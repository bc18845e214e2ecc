import ImageOutlined from '@mui/icons-material/ImageOutlined';
import InsertLinkOutlined from '@mui/icons-material/InsertLinkOutlined';
import UploadOutlined from '@mui/icons-material/UploadOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import Typography from '@mui/material/Typography';
import {
  ClearButtons,
  FormatButtons,
  LevelSelect,
  ListButtons,
  QuoteButtons,
  RichTextInput,
  RichTextInputToolbar,
  useTiptapEditor,
} from 'ra-input-rich-text';
import { useState, type ReactNode } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AdminDataProvider } from '../../../providers/dataProvider';
import { useCan } from '../../useCan';

const t = (key: string) => `app.content.editor.${key}`;

/** What the server's allow-list keeps of a link (sanitize.ts): http(s), mail, phone, or a path of the site. */
export const linkAllowed = (url: string) => /^(https?:\/\/|mailto:|tel:|\/(?!\/))\S+$/i.test(url.trim());
/** Pictures only from http(s) or a path of the site (our uploads). */
export const imageAllowed = (url: string) => /^(https?:\/\/|\/(?!\/))\S+$/i.test(url.trim());

/** A toolbar button that opens a small Persian dialog instead of the browser's prompt. */
function DialogButton({
  kind,
  icon,
  children,
  actions,
  open,
  setOpen,
}: {
  /** Its toolbar label is `ra.tiptap.<kind>`, its dialog's title `app.content.editor.<kind>_title`. */
  kind: 'link' | 'image';
  icon: ReactNode;
  children: ReactNode;
  actions: ReactNode;
  open: boolean;
  setOpen: (open: boolean) => void;
}) {
  const translate = useTranslate();
  const editor = useTiptapEditor();
  const label = `ra.tiptap.${kind}`;
  const title = t(`${kind}_title`);
  return (
    <>
      <ToggleButton value={kind} size="small" aria-label={translate(label)} title={translate(label)} disabled={!editor?.isEditable} onClick={() => setOpen(true)}>
        {icon}
      </ToggleButton>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm">
        <DialogTitle>{translate(title)}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>{children}</DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={() => setOpen(false)}>{translate(t('cancel'))}</Button>
          {actions}
        </DialogActions>
      </Dialog>
    </>
  );
}

/** «پیوند»: the selected text becomes a link (or the address itself when nothing is selected). */
function LinkButton() {
  const translate = useTranslate();
  const editor = useTiptapEditor();
  const [open, setOpen] = useState(false);
  const [url, setUrl] = useState('');
  const [error, setError] = useState(false);
  const show = (next: boolean) => {
    if (next) setUrl((editor?.getAttributes('link').href as string | undefined) ?? '');
    setError(false);
    setOpen(next);
  };
  const add = () => {
    const href = url.trim();
    if (!editor || !linkAllowed(href)) return setError(true);
    const chain = editor.chain().focus().extendMarkRange('link');
    if (editor.state.selection.empty && !editor.isActive('link')) {
      chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
    } else chain.setMark('link', { href }).run();
    setOpen(false);
  };
  const remove = () => {
    editor?.chain().focus().extendMarkRange('link').unsetMark('link').run();
    setOpen(false);
  };
  return (
    <DialogButton
      kind="link"
      icon={<InsertLinkOutlined fontSize="inherit" />}
      open={open}
      setOpen={show}
      actions={
        <>
          {editor?.isActive('link') && (
            <Button color="error" onClick={remove}>
              {translate(t('link_remove'))}
            </Button>
          )}
          <Button variant="contained" onClick={add}>
            {translate(t('link_add'))}
          </Button>
        </>
      }
    >
      <TextField
        autoFocus
        label={translate(t('link_url'))}
        value={url}
        onChange={(e) => setUrl(e.target.value)}
        error={error}
        helperText={translate(error ? t('link_bad') : t('link_help'))}
        slotProps={{ htmlInput: { dir: 'ltr' } }}
      />
    </DialogButton>
  );
}

/**
 * «تصویر»: by its address, or uploaded into the media library (an IMAGE media) and placed by its
 * address; the upload only for content staff, who may add to the library (a professor may not).
 */
function ImageButton() {
  const translate = useTranslate();
  const canUpload = useCan('cma.content.manage');
  const editor = useTiptapEditor();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [src, setSrc] = useState('');
  const [alt, setAlt] = useState('');
  const [error, setError] = useState(false);
  const [uploading, setUploading] = useState(false);
  const show = (next: boolean) => {
    if (next) {
      setSrc('');
      setAlt('');
    }
    setError(false);
    setOpen(next);
  };
  const upload = async (file: File | undefined) => {
    if (!file) return;
    const form = new FormData();
    form.append('title', file.name.replace(/\.[^.]+$/, '') || file.name);
    form.append('type', 'IMAGE');
    form.append('file', file);
    setUploading(true);
    try {
      const media = await dataProvider.action<{ file: string | null }>('cma/medias', 'POST', form);
      if (media.file) {
        setSrc(media.file);
        setError(false);
        notify(t('image_uploaded'), { type: 'success' });
      }
    } catch (err) {
      notify(err instanceof Error ? err.message : 'ra.notification.http_error', { type: 'error' });
    } finally {
      setUploading(false);
    }
  };
  const add = () => {
    if (!editor || !imageAllowed(src)) return setError(true);
    editor.chain().focus().insertContent({ type: 'image', attrs: { src: src.trim(), alt: alt.trim() || null } }).run();
    setOpen(false);
  };
  return (
    <DialogButton
      kind="image"
      icon={<ImageOutlined fontSize="inherit" />}
      open={open}
      setOpen={show}
      actions={
        <Button variant="contained" onClick={add} disabled={uploading}>
          {translate(t('image_add'))}
        </Button>
      }
    >
      <TextField
        label={translate(t('image_url'))}
        value={src}
        onChange={(e) => setSrc(e.target.value)}
        error={error}
        helperText={error ? translate(t('image_bad')) : undefined}
        slotProps={{ htmlInput: { dir: 'ltr' } }}
      />
      {canUpload && (
        <Button component="label" variant="outlined" startIcon={<UploadOutlined />} disabled={uploading} sx={{ justifySelf: 'start' }}>
          {translate(uploading ? t('image_uploading') : t('image_upload'))}
          <input hidden type="file" accept="image/*" onChange={(e) => void upload(e.target.files?.[0])} />
        </Button>
      )}
      {src && imageAllowed(src) && (
        <Typography component="img" src={src} alt="" sx={{ maxHeight: 160, maxWidth: '100%', objectFit: 'contain', justifySelf: 'start', borderRadius: 1 }} />
      )}
      <TextField label={translate(t('image_alt'))} value={alt} onChange={(e) => setAlt(e.target.value)} />
    </DialogButton>
  );
}

/** What the server keeps (no colours or alignment: the allow-list drops styles). */
function Toolbar() {
  return (
    <RichTextInputToolbar size="small">
      <LevelSelect size="small" />
      <FormatButtons size="small" />
      <ListButtons size="small" />
      <QuoteButtons size="small" />
      <LinkButton />
      <ImageButton />
      <ClearButtons size="small" />
    </RichTextInputToolbar>
  );
}

/**
 * Rich text staff write (posts, contents, topics, media descriptions, a classroom's teaching
 * texts), cleaned by the server's allow-list; `format` shows the stored value another way (the
 * learning texts' Latin digits as Persian ones).
 */
export function RichHtmlInput({
  source,
  format,
}: {
  source: string;
  format?: (value: unknown) => string;
}) {
  return (
    <RichTextInput
      source={source}
      fullWidth
      toolbar={<Toolbar />}
      helperText={t('help')}
      format={format}
    />
  );
}
