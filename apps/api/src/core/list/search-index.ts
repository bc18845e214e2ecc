import { toLatinDigits } from '@daneshsara/domain';

/**
 * Full-text search for the lists that grow (issue 26): a list's `search` reads a side table of the
 * searched table's words instead of `LIKE '%q%'` over every row. The side table `<name>` holds one
 * row per searched row (its id and its words, Arabic ي/ك folded to Persian ی/ک) and database
 * triggers keep it current, so every writer (services, the seed, SQL) is indexed alike:
 * - SQLite: an FTS5 table (unicode61 tokens, 2-, 3- and 4-letter prefix indexes), queried with
 *   `"word"*`;
 * - MariaDB/MySQL: an InnoDB table with a FULLTEXT index, queried `+word*` IN BOOLEAN MODE (its
 *   tokens are words of at least innodb_ft_min_token_size = 3 letters; a shorter query word still
 *   matches longer words it begins).
 * A query's words each begin a word of the row (a name, a mobile number's first digits, a
 * national code, an email's parts): "0935" finds 09351234567, «محمد» finds «محمدرضا», «علي» finds
 * «علی». The migration that makes a side table writes its SQL out in full (searchIndexSql printed
 * it); a later migration that rebuilds the searched table (SQLite's table copy) writes the
 * triggers again.
 */
export interface SearchIndex {
  /** The side table, e.g. `uma_users_search`. */
  name: string;
  /** The searched table and the columns whose words it holds. */
  table: string;
  columns: readonly string[];
  /**
   * The row's owner's words too (`OWNER_COLUMNS` of uma_users: names, mobile, national code,
   * email), so a list searched by its owner matches on its own id like any word of its own: the
   * owner is the user the row's `column` names, or, `via` another table, the user that table's
   * row names (a payment's wallet's owner). Triggers on uma_users rewrite the row's words when
   * its owner's change.
   */
  owner?: { column: string; via?: { table: string; owner: string } };
}

/** The side table of a list searched by its own `columns` and its owner's words (`owner_id`). */
export const ownedIndex = (table: string, columns: readonly string[] = []): SearchIndex => ({
  name: `${table}_search`,
  table,
  columns,
  owner: { column: 'owner_id' },
});

/** The owner's words a side table with `owner` holds (USERS_SEARCH's columns). */
export const OWNER_COLUMNS = [
  'firstname',
  'lastname',
  'mobile_number',
  'national_code',
  'email',
] as const;

/** A search entry of a ListSpec answered by an index: rows whose `key` is an id the index matches. */
export interface IndexedSearch {
  index: SearchIndex;
  /** The column holding the searched row's id in the list's query, e.g. `u.id` or `i.owner_id`. */
  key: string;
}

export type SearchEntry = string | IndexedSearch;

export const isIndexed = (entry: SearchEntry): entry is IndexedSearch => typeof entry !== 'string';

const FOLD: [string, string][] = [
  ['ي', 'ی'],
  ['ى', 'ی'],
  ['ك', 'ک'],
];

/** What is typed, as the index holds it: Latin digits, Persian ی/ک. */
export function foldSearch(text: string): string {
  let out = toLatinDigits(text);
  for (const [from, to] of FOLD) out = out.split(from).join(to);
  return out;
}

/** The query's words (letters and digits; at most five), as the index holds them. */
export function searchWords(q: string): string[] {
  return foldSearch(q)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 5);
}

export type SearchDialect = 'sqlite' | 'mysql';

/**
 * The word prefixes an FTS5 side table indexes: a prefix of another length reads every word it
 * begins (a mobile prefix «0935» begins 33,000 numbers of a million users: 2.6 ms without the
 * 4-letter index, 0.5 ms with it; `FtsPrefix41796670000000`).
 */
export const FTS_PREFIXES = '2 3 4';

/** The subquery of ids whose words begin with `word` (`param` names its bound value). */
export function matchIds(dialect: SearchDialect, index: SearchIndex, param: string): string {
  return dialect === 'sqlite'
    ? `SELECT rowid FROM ${index.name} WHERE ${index.name} MATCH :${param}`
    : `SELECT id FROM ${index.name} WHERE MATCH(words) AGAINST (:${param} IN BOOLEAN MODE)`;
}

/** The bound value of matchIds for one word (letters and digits only: no operator gets through). */
export function matchTerm(dialect: SearchDialect, word: string): string {
  return dialect === 'sqlite' ? `"${word}"*` : `+${word}*`;
}

/** Texts joined by spaces (a NULL as nothing), as an SQL expression. */
function joined(dialect: SearchDialect, parts: string[]): string {
  const cols = parts.map((c) => `COALESCE(${c}, '')`);
  return dialect === 'sqlite' ? cols.join(" || ' ' || ") : `CONCAT_WS(' ', ${cols.join(', ')})`;
}

/** The owner's id of a row (`row` as in wordsOf). */
function ownerIdOf(owner: NonNullable<SearchIndex['owner']>, row: string): string {
  if (!owner.via) return `${row}${owner.column}`;
  return `(SELECT ov.${owner.via.owner} FROM ${owner.via.table} ov WHERE ov.id = ${row}${owner.column})`;
}

/**
 * The folded words of a row, as an SQL expression over `row` (NEW in a trigger, or the table's
 * name and a dot); with `ownerRow` its owner's columns are read there (NEW of a uma_users
 * trigger) instead of looked up.
 */
function wordsOf(
  dialect: SearchDialect,
  index: SearchIndex,
  row: string,
  ownerRow?: string,
): string {
  const parts = index.columns.map((c) => `${row}${c}`);
  if (index.owner) {
    parts.push(
      ownerRow
        ? `(${joined(
            dialect,
            OWNER_COLUMNS.map((c) => `${ownerRow}${c}`),
          )})`
        : `(SELECT ${joined(
            dialect,
            OWNER_COLUMNS.map((c) => `ou.${c}`),
          )} FROM uma_users ou WHERE ou.id = ${ownerIdOf(index.owner, row)})`,
    );
  }
  let expr = joined(dialect, parts);
  for (const [from, to] of FOLD) expr = `REPLACE(${expr}, '${from}', '${to}')`;
  return expr;
}

/** Which of `index.table`'s rows belong to the user NEW names (a uma_users trigger's). */
function ownedBy(owner: NonNullable<SearchIndex['owner']>, user: string): string {
  if (!owner.via) return `${owner.column} = ${user}id`;
  return `${owner.column} IN (SELECT ov.id FROM ${owner.via.table} ov WHERE ov.${owner.via.owner} = ${user}id)`;
}

/** The DDL of a side table, its triggers and its first fill (printed once into a migration). */
export function searchIndexSql(
  dialect: SearchDialect,
  index: SearchIndex,
): { up: string[]; down: string[] } {
  const { name, table, owner } = index;
  const changed = [...index.columns, ...(owner ? [owner.column] : [])].join(', ');
  // The first fill reads each row by the table's name (an owner's subquery names uma_users too).
  const fill = owner ? `${table}.` : '';
  if (dialect === 'sqlite') {
    const up = [
      `CREATE VIRTUAL TABLE ${name} USING fts5(words, tokenize = 'unicode61 remove_diacritics 2', prefix = '${FTS_PREFIXES}')`,
      `CREATE TRIGGER ${name}_ai AFTER INSERT ON ${table} BEGIN INSERT INTO ${name} (rowid, words) VALUES (new.id, ${wordsOf(dialect, index, 'new.')}); END`,
      `CREATE TRIGGER ${name}_au AFTER UPDATE OF ${changed} ON ${table} BEGIN DELETE FROM ${name} WHERE rowid = old.id; INSERT INTO ${name} (rowid, words) VALUES (new.id, ${wordsOf(dialect, index, 'new.')}); END`,
      `CREATE TRIGGER ${name}_ad AFTER DELETE ON ${table} BEGIN DELETE FROM ${name} WHERE rowid = old.id; END`,
      `INSERT INTO ${name} (rowid, words) SELECT id, ${wordsOf(dialect, index, fill)} FROM ${table}`,
    ];
    const down = [
      `DROP TRIGGER ${name}_ad`,
      `DROP TRIGGER ${name}_au`,
      `DROP TRIGGER ${name}_ai`,
      `DROP TABLE ${name}`,
    ];
    if (owner) {
      const rows = `SELECT id FROM ${table} WHERE ${ownedBy(owner, 'new.')}`;
      up.push(
        `CREATE TRIGGER ${name}_ou AFTER UPDATE OF ${OWNER_COLUMNS.join(', ')} ON uma_users BEGIN DELETE FROM ${name} WHERE rowid IN (${rows}); INSERT INTO ${name} (rowid, words) SELECT id, ${wordsOf(dialect, index, `${table}.`, 'new.')} FROM ${table} WHERE ${ownedBy(owner, 'new.')}; END`,
      );
      down.unshift(`DROP TRIGGER ${name}_ou`);
    }
    return { up, down };
  }
  const up = [
    `CREATE TABLE \`${name}\` (\`id\` int NOT NULL, \`words\` text NOT NULL, PRIMARY KEY (\`id\`), FULLTEXT KEY \`ft_${name}\` (\`words\`)) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`,
    `CREATE TRIGGER \`${name}_ai\` AFTER INSERT ON \`${table}\` FOR EACH ROW INSERT INTO \`${name}\` (\`id\`, \`words\`) VALUES (NEW.id, ${wordsOf(dialect, index, 'NEW.')})`,
    `CREATE TRIGGER \`${name}_au\` AFTER UPDATE ON \`${table}\` FOR EACH ROW REPLACE INTO \`${name}\` (\`id\`, \`words\`) VALUES (NEW.id, ${wordsOf(dialect, index, 'NEW.')})`,
    `CREATE TRIGGER \`${name}_ad\` AFTER DELETE ON \`${table}\` FOR EACH ROW DELETE FROM \`${name}\` WHERE \`id\` = OLD.id`,
    `INSERT INTO \`${name}\` (\`id\`, \`words\`) SELECT id, ${wordsOf(dialect, index, fill)} FROM \`${table}\``,
  ];
  const down = [
    `DROP TRIGGER \`${name}_ad\``,
    `DROP TRIGGER \`${name}_au\``,
    `DROP TRIGGER \`${name}_ai\``,
    `DROP TABLE \`${name}\``,
  ];
  if (owner) {
    // Only when the owner's words change (a login updates the user's row too).
    const same = OWNER_COLUMNS.map((c) => `NEW.${c} <=> OLD.${c}`).join(' AND ');
    up.push(
      `CREATE TRIGGER \`${name}_ou\` AFTER UPDATE ON \`uma_users\` FOR EACH ROW IF NOT (${same}) THEN REPLACE INTO \`${name}\` (\`id\`, \`words\`) SELECT id, ${wordsOf(dialect, index, `${table}.`, 'NEW.')} FROM \`${table}\` WHERE ${ownedBy(owner, 'NEW.')}; END IF`,
    );
    down.unshift(`DROP TRIGGER \`${name}_ou\``);
  }
  return { up, down };
}
