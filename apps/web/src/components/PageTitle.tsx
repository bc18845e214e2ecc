import { pageTitle } from '../config/site';

/** React 19 hoists <title> into <head>: each page names its tab. */
export function PageTitle({ title }: { title?: string }) {
  return <title>{pageTitle(title)}</title>;
}
