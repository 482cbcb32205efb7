/** 'N coaches found', singular for one. */
export function coachesFound(count: number): string {
  return `${count} ${count === 1 ? 'coach' : 'coaches'} found`;
}
