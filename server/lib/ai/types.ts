/**
 * The coach-model contract: what every AI provider (builtin engine, OpenAI-compatible server)
 * receives and returns. Domains depend on these types only, never on a provider.
 */

/** The AI coach a client talks to: who it is and how it speaks. */
export interface CoachPersona {
  id: number;
  name: string;
  description: string;
  /** Short persona line, e.g. 'Direct, strategic, challenges assumptions'. */
  persona: string;
  specialties: string[];
  systemPrompt: string;
}

/** What the coach knows about the client, read fresh for every reply. */
export interface ClientContext {
  firstName: string | null;
  /** Active goals with progress (0-100). */
  goals: { id: number; title: string; description: string | null; category: string; progress: number; targetDate: string | null }[];
  upcomingSessions: { title: string; scheduledAt: string; type: string }[];
  /** The goals text the client gave at signup, if any. */
  signupGoals: string | null;
  timezone: string | null;
  /** What the coach remembers from earlier sessions (the person sees and can forget each item). */
  memory?: MemoryItem[];
}

/** One thing the coach remembers about the client, learnt in an earlier conversation. */
export interface MemoryItem {
  id: number;
  kind: 'goal' | 'context' | 'commitment';
  /** Goals and commitments as action phrases ("Hand the weekly report to Sam by Friday"); context as a fact ("Priya: your manager"). */
  text: string;
  sessionId: number | null;
  createdAt: string;
  /** A commitment from an earlier session not yet asked about: the coach asks how it went. */
  followUp?: boolean;
}

export interface ConversationTurn {
  role: 'client' | 'coach';
  text: string;
  createdAt: string;
  /** Set on the safety check's own replies: which step it was, and for crises which kind. */
  safety?: { step: SafetyStep; category: SafetyCategory | null } | null;
}

export type SafetyCategory = 'self_harm' | 'harm_to_others' | 'abuse' | 'medical_emergency';
/** 'crisis': the fixed crisis reply; 'check_in': the question about safety after an ambiguous message; 'post_crisis_check_in': "are you safe right now?" before coaching resumes. */
export type SafetyStep = 'crisis' | 'check_in' | 'post_crisis_check_in';

/** One layer's opinion of a message, for logs and tests (never the text). */
export interface SafetySignal {
  layer: 'screen' | 'classifier' | 'moderation' | 'model';
  level: 'none' | 'concern' | 'crisis';
  category: SafetyCategory | null;
  detail?: string;
}

/** What the safety check knows besides the message. */
export interface SafetyContext {
  /** ISO country code (from the account's time zone or the browser's locale), for local resources. */
  country?: string | null;
  /** Layer 3 (the provider's moderation and classification), when configured; only raises the level. */
  remote?: SafetySignal[];
  /** The crisis reply's last sentence: how to reach a person from where it is shown. */
  human?: string;
}

/** A structured coaching reply: the message plus its clickable parts. */
export interface CoachReply {
  message: string;
  suggestions: string[];
  actionItems: string[];
  followUpQuestions: string[];
}

export interface CoachRequest {
  coach: CoachPersona;
  client: ClientContext;
  /** Earlier turns, oldest first, without the new message. */
  history: ConversationTurn[];
  message: string;
  /** The conversation (AI session) this turn belongs to: wording varies between conversations. */
  conversationId?: string;
  /** Set when this session had a crisis reply earlier: the coach keeps it in mind and never coaches over it. */
  safety?: { postCrisis: SafetyCategory | null };
  /** The client's country (ISO code), for the crisis resources of the safety check. */
  country?: string | null;
  /** Passages of the author's material retrieved for this message, best first (trained assistants only). */
  knowledge?: KnowledgePassage[];
  signal?: AbortSignal;
}

/** One retrieved passage of an author's material: the reply cites its source title. */
export interface KnowledgePassage {
  sourceId: number;
  title: string;
  text: string;
  score: number;
}

export interface ReplyOptions {
  /** Called with each piece of the message text as it is produced, in order. */
  onDelta?: (text: string) => void;
  /**
   * Called when the text streamed so far is withdrawn: a remote model failed mid-reply and the builtin
   * engine answers instead. The deltas that follow start the message afresh. The returned reply's
   * `message` is always the authoritative text.
   */
  onReset?: () => void;
  /** Called once per reply with which engine answered, why it fell back, and token usage if known. */
  onInfo?: (info: ReplyInfo) => void;
}

/** How a reply was produced, for logs and metrics. */
export interface ReplyInfo {
  /** 'builtin', 'openai', or 'safety' for the fixed crisis reply. */
  provider: 'builtin' | 'openai' | 'safety';
  /** Set when the configured provider failed and the builtin engine answered instead. */
  fallbackReason?: string;
  /** Set when the model's answer had to be repaired (e.g. missing lists filled in). */
  repaired?: boolean;
  usage?: { promptTokens: number; completionTokens: number; totalTokens: number };
}

export interface CoachModel {
  /** 'builtin' or 'openai', for logs and metrics. */
  readonly provider: string;
  /** Produces the reply; streams the message text through onDelta while doing so. */
  reply(request: CoachRequest, options?: ReplyOptions): Promise<CoachReply>;
  /** The full safety check (with the provider's moderation when configured); callers run it before reply(). */
  checkSafety?(message: string, history: readonly ConversationTurn[], context?: Omit<SafetyContext, 'remote'>): Promise<SafetyAssessment>;
}

/** The safety check's verdict on a client's message, taken before any model sees it. */
export interface SafetyAssessment {
  /** 'crisis': clear risk; 'concern': ambiguous (a check-in); 'none'. */
  level: 'none' | 'concern' | 'crisis';
  crisis: boolean;
  category: SafetyCategory | null;
  /** Which fixed reply answers the message, or null when coaching goes on. */
  step: SafetyStep | null;
  /** The fixed reply (crisis resources or a check-in question); no model text is generated. */
  reply: CoachReply | null;
  signals: SafetySignal[];
}
