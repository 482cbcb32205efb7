/**
 * How much one person may keep of each kind of thing: far above real use, low enough that one
 * account cannot fill the database or make its own pages slow. Creation beyond a cap answers 409.
 */
export const STORED_LIMITS = {
  /** Goals not yet completed (active or paused). */
  openGoals: 1000,
  /** Own calendar events that have not ended. */
  upcomingEvents: 2000,
  collectionsPerOwner: 200,
  itemsPerCollection: 500,
  resourcesPerAuthor: 1000,
  reportsPerPerson: 500,
  /** Scheduled sessions still ahead, per client. */
  upcomingSessionsPerClient: 200,
  /** Messages and notices in one call's chat. */
  callMessagesPerSession: 5000,
  /** Recordings of one session (each start and stop makes one). */
  recordingsPerSession: 100,
  /** Open team invitations per organisation. */
  pendingInvitationsPerOrganization: 500,
  /** Custom AI coaches per organisation (and the platform's own). */
  aiCoachesPerOwner: 200,
  /** Knowledge sources (texts, files, question-and-answer pairs) of one AI assistant. */
  knowledgeSourcesPerAssistant: 200,
} as const;

export const STORED_LIMIT_MESSAGES = {
  openGoals: `You already have ${STORED_LIMITS.openGoals.toLocaleString('en-US')} open goals, the most one person can keep. Complete, pause or delete one to add another.`,
  upcomingEvents: `You already have ${STORED_LIMITS.upcomingEvents.toLocaleString('en-US')} upcoming events, the most one calendar can hold. Delete one to add another.`,
  collectionsPerOwner: `You already have ${STORED_LIMITS.collectionsPerOwner} collections, the most one person can keep. Delete one to create another.`,
  itemsPerCollection: `This collection already holds ${STORED_LIMITS.itemsPerCollection} resources, the most a collection can hold.`,
  resourcesPerAuthor: `You have already added ${STORED_LIMITS.resourcesPerAuthor.toLocaleString('en-US')} resources, the most one person can add. Delete one to add another.`,
  reportsPerPerson: `You already have ${STORED_LIMITS.reportsPerPerson} reports, the most one person can keep.`,
  upcomingSessionsPerClient: `This client already has ${STORED_LIMITS.upcomingSessionsPerClient} upcoming sessions, the most one person can hold. Cancel one to book another.`,
  callMessagesPerSession: `This call's chat already holds ${STORED_LIMITS.callMessagesPerSession.toLocaleString('en-US')} messages, the most one session can keep.`,
  recordingsPerSession: `This session already has ${STORED_LIMITS.recordingsPerSession} recordings, the most one session can keep. Delete one to record again.`,
  pendingInvitationsPerOrganization: `Your organization already has ${STORED_LIMITS.pendingInvitationsPerOrganization} open invitations, the most it can keep. Revoke some before inviting more.`,
  aiCoachesPerOwner: `There are already ${STORED_LIMITS.aiCoachesPerOwner} AI coaches here, the most one organization (or the platform) can keep. Edit an existing coach instead.`,
  knowledgeSourcesPerAssistant: `This assistant already has ${STORED_LIMITS.knowledgeSourcesPerAssistant} knowledge sources, the most one assistant can keep. Delete one to add another.`,
} as const;
