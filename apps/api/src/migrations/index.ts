import { SQLITE_MIGRATIONS } from './sqlite';
import { MYSQL_MIGRATIONS } from './mysql';

export function migrationsFor(type: 'sqlite' | 'mysql') {
  return type === 'sqlite' ? SQLITE_MIGRATIONS : MYSQL_MIGRATIONS;
}
