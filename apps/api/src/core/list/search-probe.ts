import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { rawRows } from '../database/raw-rows';
import type { ListQuery } from './list-query';
import type { ListSpec } from './list-spec';
import {
  isIndexed,
  matchTerm,
  searchWords,
  type SearchDialect,
  type SearchIndex,
} from './search-index';

/**
 * What a list's search matches, read from its SQLite side tables before the page (issue 26;
 * MariaDB keeps the subqueries, `probeSearch`): one statement asks each (word, index) pair for
 * its first `cap + 1` ids in the list's order, where `cap` is how far the list counts
 * (`countCap`). FTS5 stops as soon as it has them (`firstIds`), so this costs the same for a word
 * matching ten rows or a hundred thousand. Then:
 * - a pair that matched at most `cap` ids is answered by those ids (`found`): the page and its
 *   count look the rows up by key, exactly, instead of gathering and sorting every match;
 * - a pair that matched more, on the list's own id of a list ordered by id, is answered by its
 *   first `cap + 1` ids and `floor`, the last of them: the list is then the rows of the full
 *   answer up to the floor, the head of the full answer in the list's order, which is the page
 *   whenever it is full; the count says it is only a lower bound (`countExact` false);
 * - any other pair (an owner's words matching more than `cap` users, a list ordered by another
 *   column) keeps the subquery of every match (search-index.ts `matchIds`), looked up by the
 *   key's index: its cost grows with the matches, never with the list (reading the list in its
 *   order against the matches instead is faster while the matches' rows are many, but reads the
 *   whole list when they are few: 263 ms over a million invoices), except for a word that
 *   matches many of the list's own rows (`markWalks`, one statement more).
 */
export interface SearchProbe {
  /** `word:entry` -> the ids it matched, for the pairs answered by ids. */
  found: Map<string, number[]>;
  /** The last id the list may hold, when a pair's ids were cut (`>=` it descending, `<=` ascending). */
  floor: number | null;
  /** The pairs whose ids were cut at the floor. */
  cut: string[];
  /** The pairs whose subquery is read in the list's order (`markWalks`), written `+key`. */
  walk: string[];
  desc: boolean;
}

export const probeKey = (word: number, entry: number) => `${word}:${entry}`;

export function searchDialect(qb: SelectQueryBuilder<ObjectLiteral>): SearchDialect {
  return qb.connection.driver.options.type === 'better-sqlite3' ? 'sqlite' : 'mysql';
}

/** At most `limit` (a whole number) ids whose words begin with the bound word, in id order. */
function firstIds(index: SearchIndex, desc: boolean, limit: number): string {
  return `SELECT rowid AS id FROM ${index.name} WHERE ${index.name} MATCH ? ORDER BY rowid ${desc ? 'DESC' : 'ASC'} LIMIT ${limit}`;
}

/** The ids of a JSON array parameter as a subquery (the statement's text stays one per shape). */
export function jsonIds(param: string): string {
  return `SELECT value FROM json_each(:${param})`;
}

/**
 * Probes a list's search (one statement, two for `markWalks`); null when it has no indexed search
 * to probe, and on MariaDB: InnoDB's FULLTEXT gathers every match of a word before it orders or
 * stops (0.4-0.8 s ordered for a prefix that begins 100,000 rows' words; 50 ms unordered, which
 * only tells whether a word is rare), so there the probe cost a third more server time on a
 * demo-size search and saved nothing on a common word: the list keeps its subqueries.
 */
export async function probeSearch(
  qb: SelectQueryBuilder<ObjectLiteral>,
  lq: ListQuery,
  spec: ListSpec,
  cap: number,
): Promise<SearchProbe | null> {
  const entries = spec.search ?? [];
  if (!lq.search || lq.skipCount || !entries.some(isIndexed)) return null;
  const words = searchWords(lq.search);
  if (!words.length || searchDialect(qb) !== 'sqlite') return null;
  const idCol = `${spec.alias}.id`;
  const first = lq.order[0];
  const byId = !first || first.column === idCol;
  const desc = (first?.dir ?? 'DESC') === 'DESC';
  const parts: string[] = [];
  const params: string[] = [];
  const pairs: { key: string; own: boolean; self: boolean; index: SearchIndex; term: string }[] =
    [];
  words.forEach((word, wi) =>
    entries.forEach((entry, ei) => {
      if (!isIndexed(entry)) return;
      parts.push(
        `SELECT ${pairs.length} AS k, id FROM (${firstIds(entry.index, desc, cap + 1)}) p${pairs.length}`,
      );
      const term = matchTerm('sqlite', word);
      params.push(term);
      const self = entry.key === idCol;
      pairs.push({ key: probeKey(wi, ei), own: self && byId, self, index: entry.index, term });
    }),
  );
  // Straight through the driver, prepared once per shape (rawRows): rows as [k, id].
  const { rows } = await rawRows(qb.connection, parts.join(' UNION ALL '), params);
  const ids: number[][] = pairs.map(() => []);
  for (const [k, id] of rows) ids[Number(k)].push(Number(id));
  const probe: SearchProbe = { found: new Map(), floor: null, cut: [], walk: [], desc };
  pairs.forEach(({ key, own }, i) => {
    const got = ids[i];
    if (got.length <= cap) probe.found.set(key, got);
    else if (own) {
      probe.found.set(key, got);
      probe.cut.push(key);
      const last = got[got.length - 1];
      // Several cut pairs: the list holds what all of them reach.
      if (probe.floor == null || (desc ? last > probe.floor : last < probe.floor))
        probe.floor = last;
    }
  });
  // Only a search alone: with a filter the planner may walk neither the ordering nor the filter.
  const dense = lq.conditions.length
    ? []
    : pairs.filter((pair, i) => pair.self && !pair.own && ids[i].length > cap);
  if (dense.length) await markWalks(qb, dense, probe);
  return probe;
}

/** A cut pair of the list's own rows is walked when at least one row in this many matches it. */
const WALK_SHARE = 100;

/**
 * For the cut pairs of a list ordered by another column than its id: how many rows
 * match (an FTS5 count reads only the index: 0.4 ms for 6,700 of 200,000 tickets) against how
 * many the table holds. A pair matched by at least one row in WALK_SHARE is read in the list's
 * order against the matches (`walk`): ten rows and the count are met within a hundred times as
 * many (1 ms), where looking every match up and sorting them cost 14 ms; a rarer word keeps
 * that, which then costs little.
 */
async function markWalks(
  qb: SelectQueryBuilder<ObjectLiteral>,
  dense: { key: string; index: SearchIndex; term: string }[],
  probe: SearchProbe,
): Promise<void> {
  const sql = dense
    .map(
      ({ index }, i) =>
        `SELECT ${i} AS k, (SELECT COUNT(*) FROM ${index.name} WHERE ${index.name} MATCH ?) AS n, (SELECT MAX(id) FROM ${index.table}) AS m`,
    )
    .join(' UNION ALL ');
  const { rows } = await rawRows(
    qb.connection,
    sql,
    dense.map((pair) => pair.term),
  );
  for (const [k, n, m] of rows)
    if (Number(n) * WALK_SHARE >= Number(m ?? 0)) probe.walk.push(dense[Number(k)].key);
}

/**
 * Runs a paginator (`read`) with the list's search probed first. A page the floor cut short may
 * miss rows past the floor (a filter kept most of the probed head out), so it is read again with
 * the cut pairs answered by their subqueries instead: full pages are what nearly every search
 * shows, and only then the count is a lower bound.
 */
export async function probedPage<R extends { rows: unknown[] }>(
  qb: SelectQueryBuilder<ObjectLiteral>,
  lq: ListQuery,
  spec: ListSpec,
  cap: number,
  read: (qb: SelectQueryBuilder<ObjectLiteral>, probe: SearchProbe | null) => Promise<R>,
): Promise<R> {
  const probe = await probeSearch(qb, lq, spec, cap);
  if (probe?.floor == null) return read(qb, probe);
  const again = qb.clone();
  const page = await read(qb, probe);
  if (page.rows.length >= lq.limit) {
    lq.countExact = false;
    return page;
  }
  const found = new Map([...probe.found].filter(([key]) => !probe.cut.includes(key)));
  return read(again, { ...probe, found, floor: null, cut: [] });
}
