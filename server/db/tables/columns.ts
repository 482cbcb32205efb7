import type { ColumnType } from 'kysely';

/** ISO-8601 UTC text with a database default. */
export type CreatedAt = ColumnType<string, string | undefined, never>;

export type UpdatedAt = ColumnType<string, string | undefined, string>;

export type OptionalText = ColumnType<string | null, string | null | undefined, string | null>;
