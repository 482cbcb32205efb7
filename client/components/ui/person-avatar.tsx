import { personName } from '@shared/utils/person-name';
import { cn } from '@/lib/utils';

const PALETTE = ['bg-indigo-500', 'bg-emerald-500', 'bg-amber-500', 'bg-rose-500', 'bg-sky-500', 'bg-violet-500', 'bg-teal-500'];

function initials(firstName: string | null | undefined, lastName: string | null | undefined): string {
  const text = `${firstName?.[0] ?? ''}${lastName?.[0] ?? ''}`.toUpperCase();
  return text || 'U';
}

/** A person's photo, or their initials on a colour derived from the name when there is no photo. */
export function PersonAvatar({
  src,
  firstName,
  lastName,
  className,
}: {
  src: string | null | undefined;
  firstName: string | null | undefined;
  lastName: string | null | undefined;
  className?: string;
}) {
  const name = personName({ firstName, lastName });
  if (src) return <img src={src} alt={name || 'Profile photo'} className={cn('size-10 shrink-0 rounded-full bg-muted object-cover', className)} loading="lazy" />;
  const text = initials(firstName, lastName);
  const colour = PALETTE[(text.charCodeAt(0) + (text.charCodeAt(1) || 0)) % PALETTE.length];
  return (
    <span role="img" aria-label={name || 'User'} className={cn('flex size-10 shrink-0 items-center justify-center rounded-full text-sm font-semibold text-white', colour, className)}>
      {text}
    </span>
  );
}
