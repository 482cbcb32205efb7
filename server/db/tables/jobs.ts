import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, UpdatedAt } from './columns';

export type JobStatus = 'queued' | 'running' | 'done' | 'dead';

export interface JobsTable {
  id: Generated<number>;
  name: string;
  key: string | null;
  /** JSON. */
  payload: ColumnType<string, string | undefined, string>;
  status: ColumnType<JobStatus, JobStatus | undefined, JobStatus>;
  runAt: string;
  attempts: ColumnType<number, number | undefined, number>;
  maxAttempts: ColumnType<number, number | undefined, number>;
  lockedBy: string | null;
  lockedUntil: string | null;
  lastError: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface BusPayloadsTable {
  id: Generated<number>;
  payload: string;
  createdAt: CreatedAt;
}
