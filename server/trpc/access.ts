/**
 * Who may call a procedure and what each caller gets, declared next to the procedure in its
 * `.meta({ access })`. The access-matrix test calls every procedure as every actor, on objects of
 * every owner, and fails on a procedure without a rule, on any outcome the rule does not name (a
 * leak when it is a success), and on a list showing what the single read would hide.
 */

/** The people the matrix calls as: one per role, an independent client, and a member of another organisation. */
export const ACTORS = ['anonymous', 'client', 'coach', 'organization_admin', 'team_lead', 'hr_manager', 'admin', 'otherOrgMember'] as const;
export type Actor = (typeof ACTORS)[number];

/**
 * Whose object a call addresses, seen from the caller: its own, another person's of the caller's
 * organisation (for people without one: another independent person), or a person's of another
 * organisation.
 */
export const OWNERS = ['self', 'peer', 'otherOrg'] as const;
export type Owner = (typeof OWNERS)[number];

/** What a call answers: a success, or the error a person would get. */
export type Outcome = 'ok' | 'unauthorized' | 'forbidden' | 'notFound' | 'invalid' | 'conflict';

export interface AccessRule {
  /** Per actor, for its own object or when the call addresses none. */
  own: Record<Actor, Outcome>;
  /** Per actor, for an object of a peer and of another organisation; absent when the call addresses no one's object. */
  peer?: Record<Actor, Outcome>;
  otherOrg?: Record<Actor, Outcome>;
  /** A list: the single read every listed item must pass for the same caller. */
  readOne?: string;
}

type Table = Partial<Record<Actor, Outcome>>;

/** The same outcome for every actor (an exception table's starting point). */
export function everyone(outcome: Outcome): Record<Actor, Outcome> {
  return table(outcome);
}

function table(fallback: Outcome, overrides: Table = {}): Record<Actor, Outcome> {
  return Object.fromEntries(ACTORS.map((actor) => [actor, overrides[actor] ?? fallback])) as Record<Actor, Outcome>;
}

interface Options {
  /** What another person's object gives (default: 404 for everyone, as if it did not exist). */
  foreign?: Outcome | { peer?: Table; otherOrg?: Table; fallback?: Outcome };
  /** The procedure addresses someone's object (an id in its input). */
  object?: boolean;
  readOne?: string;
  /** Exceptions for the caller's own object (or the object-less call). */
  own?: Table;
  /**
   * The object is an organisation (or lives in one): people without one (an independent client or
   * coach, a platform admin) have no organisation of their own or of a peer's, so those answer 404.
   */
  organization?: boolean;
}

const WITHOUT_ORGANIZATION: readonly Actor[] = ['client', 'coach', 'admin'];

function build(own: Record<Actor, Outcome>, options: Options, gate: boolean): AccessRule {
  const rule: AccessRule = { own: { ...own, ...options.own } };
  const noOrganization = (actor: Actor) =>
    options.organization === true && WITHOUT_ORGANIZATION.includes(actor) && rule.own[actor] !== 'unauthorized' && !(gate && rule.own[actor] === 'forbidden');
  if (options.organization) for (const actor of WITHOUT_ORGANIZATION) if (noOrganization(actor) && !options.own?.[actor]) rule.own[actor] = 'notFound';
  if (options.object || options.foreign !== undefined) {
    const foreign = typeof options.foreign === 'string' || options.foreign === undefined ? { fallback: options.foreign ?? 'notFound' } : options.foreign;
    const fallback = foreign.fallback ?? 'notFound';
    // Signed out is signed out, whoever owns the object; a role kept out of the feature (roles()) is kept out.
    const kept = (actor: Actor): Outcome | undefined =>
      own[actor] === 'unauthorized' || (gate && own[actor] === 'forbidden') ? own[actor] : undefined;
    rule.peer = Object.fromEntries(ACTORS.map((actor) => [actor, kept(actor) ?? (noOrganization(actor) ? 'notFound' : undefined) ?? foreign.peer?.[actor] ?? fallback])) as Record<Actor, Outcome>;
    rule.otherOrg = Object.fromEntries(ACTORS.map((actor) => [actor, kept(actor) ?? foreign.otherOrg?.[actor] ?? fallback])) as Record<Actor, Outcome>;
  }
  if (options.readOne) rule.readOne = options.readOne;
  return rule;
}

/** Anyone, signed in or not. */
export function anyone(options: Options = {}): AccessRule {
  return build(table('ok'), options, false);
}

/** Anyone signed in (401 signed out); someone else's object answers 404 unless `foreign` says otherwise. */
export function signedIn(options: Options = {}): AccessRule {
  return build(table('ok', { anonymous: 'unauthorized' }), options, false);
}

/** Only these roles (others 403 whatever the object, signed out 401). `otherOrgMember` is a client. */
export function roles(allowed: readonly Actor[], options: Options = {}): AccessRule {
  const own = table('forbidden', { anonymous: 'unauthorized' });
  for (const actor of allowed) own[actor] = 'ok';
  if (allowed.includes('client')) own.otherOrgMember = 'ok';
  return build(own, options, true);
}

/** What a session's coach may do and its client may not: every actor but the coach is the client of its own session. */
export const NOT_THE_COACH: Table = { client: 'forbidden', organization_admin: 'forbidden', team_lead: 'forbidden', hr_manager: 'forbidden', admin: 'forbidden', otherOrgMember: 'forbidden' };
