/** The spec's display rule: minutes under an hour, hours and minutes at 60 or more ('45 min', '1h', '2h 5m'). */
export function formatResourceDuration(minutes: number): string {
  const total = Math.max(0, Math.round(minutes));
  if (total < 60) return `${total} min`;
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  return rest === 0 ? `${hours}h` : `${hours}h ${rest}m`;
}
