import { personName } from '@shared/utils/person-name';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { initialsAvatarUrl, initialsOf } from '@/lib/initials-avatar';
import { cn } from '@/lib/utils';

export interface AvatarPerson {
  id?: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
}

/**
 * The person's picture; without one (or when it fails to load) a generated initials image
 * or, with `letterFallback`, the first letter of the first name (or U).
 */
export function UserAvatar({ person, className, letterFallback = false }: { person: AvatarPerson; className?: string; letterFallback?: boolean }) {
  const name = personName(person);
  const initials = initialsOf(person.firstName, person.lastName);
  const letter = person.firstName?.trim().charAt(0).toUpperCase() || 'U';
  return (
    <Avatar className={className}>
      {person.profileImageUrl && <AvatarImage src={person.profileImageUrl} alt={name || 'Profile picture'} />}
      <AvatarFallback className={cn(!letterFallback && 'bg-transparent')} delayMs={person.profileImageUrl ? 400 : 0}>
        {letterFallback ? (
          <span aria-label={name || 'User'}>{letter}</span>
        ) : (
          <img src={initialsAvatarUrl(initials, person.id ?? name)} alt={name || 'User'} className="size-full" />
        )}
      </AvatarFallback>
    </Avatar>
  );
}
