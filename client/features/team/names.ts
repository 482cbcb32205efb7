/** 'Ada Lovelace King' -> first 'Ada', last 'Lovelace King' (for initials). */
export function splitPersonName(name: string): { firstName: string; lastName: string | null } {
  const [first = name, ...rest] = name.trim().split(/\s+/);
  return { firstName: first, lastName: rest.length ? rest.join(' ') : null };
}
