import type { ReactNode } from 'react';
import {
  ListButton,
  Show,
  TopToolbar,
  useRecordContext,
  useTranslate,
  type ShowProps,
} from 'react-admin';

/** «صورتحساب شماره ۱۲»: the page title from an i18n key given the record's id. */
function RecordTitle({ i18nKey }: { i18nKey: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  return record ? <>{translate(i18nKey, { id: record.id })}</> : null;
}

/**
 * A console show page: titled by its number, «فهرست» then the page's own actions in the toolbar,
 * and cards (ShowSection) as its content. The content may not widen the page: a wide table in a
 * card scrolls inside it, even on a 360 px phone.
 */
export function ConsoleShow({
  title,
  actions,
  queryOptions,
  children,
}: {
  /** i18n key taking `%{id}`, e.g. app.invoices.show_title */
  title: string;
  /** The buttons after «فهرست» (each hides itself when it does not apply). */
  actions?: ReactNode;
  /** react-admin's read options (a page that follows a running job re-reads itself). */
  queryOptions?: ShowProps['queryOptions'];
  children: ReactNode;
}) {
  return (
    <Show
      component="div"
      title={<RecordTitle i18nKey={title} />}
      actions={
        <TopToolbar sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1, py: 1 }}>
          <ListButton />
          {actions}
        </TopToolbar>
      }
      sx={{ '& .RaShow-card': { minWidth: 0 } }}
      queryOptions={queryOptions}
    >
      {children}
    </Show>
  );
}
