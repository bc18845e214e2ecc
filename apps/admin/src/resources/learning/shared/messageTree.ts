/** A messages object as the i18n specs read it: nested keys down to the texts. */
export type MessageTree = { [key: string]: string | MessageTree };

/** `{app: {sessions: {tab: 'جلسات'}}}` → `app.sessions.tab` → `جلسات`. */
export function flattenMessages(tree: MessageTree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of flattenMessages(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

/** The texts with a Latin word a person could read (placeholders such as %{name} aside). */
export function latinTexts(texts: Map<string, string>): [string, string][] {
  return [...texts].filter(([, text]) => /[A-Za-z]{2,}/.test(text.replace(/%\{\w+\}/g, '')));
}
