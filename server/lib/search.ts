import { type Expression, type RawBuilder, sql } from 'kysely';

/** A LIKE pattern matching `text` anywhere, lower-cased, with %, _ and \ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
}

/** `lower(column) like pattern escape '\'`: case-insensitive on SQLite and PostgreSQL alike. */
export function lowerLike(column: string | Expression<unknown>, pattern: string): RawBuilder<boolean> {
  const ref = typeof column === 'string' ? sql.ref(column) : column;
  return sql<boolean>`lower(${ref}) like ${pattern} escape '\\'`;
}
