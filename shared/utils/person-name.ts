export interface NamedPerson {
  firstName?: string | null;
  lastName?: string | null;
}

/** 'First Last', either part alone, or the fallback when a person has neither. */
export function personName(person: NamedPerson | null | undefined, fallback = ''): string {
  if (!person) return fallback;
  return [person.firstName, person.lastName].filter(Boolean).join(' ') || fallback;
}
