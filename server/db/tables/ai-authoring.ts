import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from './columns';

/* AI authoring (migration 3400): the generator's assistants, what they were taught, their trainings and replies. */

type Bool = ColumnType<number | boolean, boolean | undefined, boolean>;

export type AssistantStatus = 'training' | 'testing' | 'deployed';

export interface AiAssistantsTable {
  id: Generated<number>;
  aiCoachId: number;
  authorId: string;
  personality: string;
  coachingStyle: string;
  responseStyle: string;
  enableProactiveCheck: Bool;
  enableGoalTracking: Bool;
  enableSessionSummaries: Bool;
  status: ColumnType<AssistantStatus, AssistantStatus | undefined, AssistantStatus>;
  activeVersion: ColumnType<number, number | undefined, number>;
  latestVersion: ColumnType<number, number | undefined, number>;
  createdAt: CreatedAt;
}

export type KnowledgeKind = 'text' | 'file' | 'qa';
export type KnowledgeStatus = 'pending' | 'indexed' | 'failed';

export interface AiKnowledgeSourcesTable {
  id: Generated<number>;
  assistantId: number;
  kind: KnowledgeKind;
  title: string;
  content: string;
  status: ColumnType<KnowledgeStatus, KnowledgeStatus | undefined, KnowledgeStatus>;
  passageCount: ColumnType<number, number | undefined, number>;
  createdAt: CreatedAt;
}

export interface AiKnowledgePassagesTable {
  id: Generated<number>;
  assistantId: number;
  sourceId: number;
  version: number;
  ordinal: number;
  title: string;
  text: string;
  embedding: string | null;
}

/** SQLite only: the FTS5 index of the passages (rowid = passage id). */
export interface AiKnowledgeFtsTable {
  rowid: number;
  title: string;
  text: string;
}

export type TrainingStatus = 'queued' | 'running' | 'completed' | 'failed';

export interface AiTrainingJobsTable {
  id: Generated<number>;
  jobKey: string;
  assistantId: number;
  version: number;
  status: ColumnType<TrainingStatus, TrainingStatus | undefined, TrainingStatus>;
  total: ColumnType<number, number | undefined, number>;
  done: ColumnType<number, number | undefined, number>;
  error: string | null;
  createdAt: CreatedAt;
  finishedAt: string | null;
}

export interface AiAssistantRepliesTable {
  messageId: number;
  assistantId: number;
  sessionId: number;
  version: number;
  replyMs: number;
  citations: ColumnType<string, string | undefined, string>;
  passagesUsed: ColumnType<number, number | undefined, number>;
  rating: number | null;
  createdAt: CreatedAt;
}
