import type { DataSource, EntityTarget, ObjectLiteral, SelectQueryBuilder } from 'typeorm';

/**
 * A related row read by another entity's statement (a to-one join) instead of a statement of its
 * own: its columns are selected as `${prefix}_${property}` and read back from the raw row.
 */
export function selectJoined(qb: SelectQueryBuilder<ObjectLiteral>, alias: string, prefix: string, properties: readonly string[]): void {
  for (const p of properties) qb.addSelect(`${alias}.${p}`, `${prefix}_${p}`);
}

/**
 * The properties `selectJoined` read, hydrated as TypeORM hydrates an entity (dates, booleans,
 * transformers such as Rials), or null when the join found no row (its `id` is null).
 */
export function joinedRow<T extends ObjectLiteral>(
  ds: DataSource,
  entity: EntityTarget<T>,
  raw: Record<string, unknown>,
  prefix: string,
  properties: readonly (keyof T & string)[],
): T | null {
  const id = raw[`${prefix}_id`];
  if (id === null || id === undefined) return null;
  const metadata = ds.getMetadata(entity);
  const row: Record<string, unknown> = {};
  for (const p of properties) {
    const column = metadata.findColumnWithPropertyName(p);
    if (!column) throw new Error(`${metadata.name} has no column ${p}`);
    row[p] = ds.driver.prepareHydratedValue(raw[`${prefix}_${p}`], column);
  }
  return row as T;
}
