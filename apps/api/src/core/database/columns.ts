import type { ValueTransformer } from 'typeorm';

/** Money is integer Rials in a bigint column; mysql2 and SQLite hand it back as string/number. */
export const rialTransformer: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | number | null) => (value === null ? null : Number(value)),
};

/** Both engines store `datetime` text without a zone; we always write and read UTC. */
export const DATETIME = 'datetime' as const;

/**
 * Text up to 16 MB: MEDIUMTEXT on MySQL/MariaDB (their TEXT holds 64 KB). SQLite's text has no
 * limit and its TypeORM driver knows no `mediumtext`: `sqliteReadsMediumText` (data-source.ts)
 * makes it read the name as `text`, so the SQLite schema is unchanged.
 */
export const MEDIUMTEXT = 'mediumtext' as const;
