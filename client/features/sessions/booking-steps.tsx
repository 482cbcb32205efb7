import { Bot, Check, Search, User, Users, Video } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import type { AiCoach } from '@shared/schemas/ai-coaches';
import type { Client, Coach } from '@shared/schemas/coaches';
import { AiCoachIcon } from '@/components/ai-coach-icon';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { PersonAvatar } from '@/components/ui/person-avatar';
import { Skeleton } from '@/components/ui/skeleton';
import { StarRating } from '@/components/ui/star-rating';
import { personName } from '@/lib/datetime';
import { cn } from '@/lib/utils';

/** A large selectable card (radio-like); the selection is announced with aria-pressed. */
export function ChoiceCard({ selected, onSelect, icon, title, children }: { selected: boolean; onSelect(): void; icon: ReactNode; title: string; children?: ReactNode }) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={onSelect}
      className={cn(
        'flex w-full cursor-pointer flex-col gap-2 rounded-lg border p-4 text-left transition-colors hover:border-primary/60 focus-visible:outline-2 focus-visible:outline-ring',
        selected && 'border-primary bg-accent',
      )}
    >
      <span className="flex items-center gap-2 font-semibold">
        {icon}
        {title}
        {selected && <Check className="ml-auto size-4 text-primary" aria-hidden="true" />}
      </span>
      {children}
    </button>
  );
}

export function WhoForStep({ value, onChange }: { value: 'self' | 'client' | null; onChange(value: 'self' | 'client'): void }) {
  return (
    <div className="space-y-3">
      <p className="font-medium">Who is this session for?</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <ChoiceCard selected={value === 'self'} onSelect={() => onChange('self')} icon={<User className="size-5 text-primary" />} title="For Myself">
          <span className="text-sm text-muted-foreground">Your own coaching or supervision.</span>
        </ChoiceCard>
        <ChoiceCard selected={value === 'client'} onSelect={() => onChange('client')} icon={<Users className="size-5 text-primary" />} title="For a Client">
          <span className="text-sm text-muted-foreground">Book on behalf of one of your clients.</span>
        </ChoiceCard>
      </div>
    </div>
  );
}

export function ClientStep({ clients, isLoading, value, onChange }: { clients: Client[] | undefined; isLoading: boolean; value: string | null; onChange(id: string): void }) {
  const [search, setSearch] = useState('');
  const needle = search.trim().toLowerCase();
  const shown = (clients ?? []).filter((c) => !needle || `${personName(c)} ${c.email}`.toLowerCase().includes(needle));
  return (
    <div className="space-y-3">
      <div className="relative">
        <Search className="absolute top-2.5 left-3 size-4 text-muted-foreground" aria-hidden="true" />
        <Input aria-label="Search clients" placeholder="Search clients..." value={search} onChange={(e) => setSearch(e.target.value)} className="pl-9" />
      </div>
      <div className="max-h-64 space-y-2 overflow-y-auto pr-1" role="listbox" aria-label="Clients">
        {isLoading && [0, 1, 2].map((i) => <Skeleton key={i} className="h-14 w-full" />)}
        {!isLoading && shown.length === 0 && <p className="py-6 text-center text-sm text-muted-foreground">{clients?.length ? 'No clients match your search.' : 'You have no clients yet.'}</p>}
        {shown.map((client) => (
          <button
            key={client.id}
            type="button"
            role="option"
            aria-selected={value === client.id}
            onClick={() => onChange(client.id)}
            className={cn('flex w-full cursor-pointer items-center gap-3 rounded-md border p-2 text-left hover:bg-muted', value === client.id && 'border-primary bg-accent')}
          >
            <PersonAvatar src={client.profileImageUrl} firstName={client.firstName} lastName={client.lastName} />
            <span className="min-w-0">
              <span className="block truncate font-medium">{personName(client, client.email)}</span>
              <span className="block truncate text-xs text-muted-foreground">{client.email}</span>
            </span>
            {value === client.id && <Check className="ml-auto size-4 text-primary" aria-hidden="true" />}
          </button>
        ))}
      </div>
    </div>
  );
}

export function TypeStep({ value, onChange }: { value: 'human' | 'ai' | null; onChange(value: 'human' | 'ai'): void }) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <ChoiceCard selected={value === 'human'} onSelect={() => onChange('human')} icon={<Video className="size-5 text-primary" />} title="Human Coach">
        <ul className="list-inside list-disc text-sm text-muted-foreground">
          <li>1-on-1 sessions</li>
          <li>Personalised guidance</li>
          <li>Video calls</li>
          <li>Expert feedback</li>
        </ul>
      </ChoiceCard>
      <ChoiceCard selected={value === 'ai'} onSelect={() => onChange('ai')} icon={<Bot className="size-5 text-primary" />} title="AI Coach">
        <ul className="list-inside list-disc text-sm text-muted-foreground">
          <li>Available 24/7</li>
          <li>Instant responses</li>
          <li>Specialised personas</li>
        </ul>
      </ChoiceCard>
    </div>
  );
}

function CoachOption({ coach, selected, isSelf, onSelect }: { coach: Coach; selected: boolean; isSelf: boolean; onSelect(): void }) {
  return (
    <button
      type="button"
      role="option"
      aria-selected={selected}
      aria-disabled={!coach.isAvailable}
      disabled={!coach.isAvailable}
      onClick={onSelect}
      className={cn(
        'flex w-full cursor-pointer items-center gap-3 rounded-md border p-2 text-left hover:bg-muted disabled:cursor-not-allowed disabled:opacity-60',
        selected && 'border-primary bg-accent',
      )}
    >
      <PersonAvatar src={coach.user.profileImageUrl} firstName={coach.user.firstName} lastName={coach.user.lastName} />
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium">
          {personName(coach.user, 'Coach')}
          {isSelf && ' (You)'}
        </span>
        <span className="block truncate text-xs text-muted-foreground">{coach.title}</span>
      </span>
      {coach.isAvailable ? (
        coach.rating !== null && <StarRating value={Number(coach.rating)} showValue={false} className="hidden sm:inline-flex" />
      ) : (
        <Badge variant="secondary">Unavailable</Badge>
      )}
      {selected && <Check className="size-4 text-primary" aria-hidden="true" />}
    </button>
  );
}

export function CoachStep({
  coaches,
  isLoading,
  value,
  selfUserId,
  preselected,
  onChange,
}: {
  coaches: Coach[] | undefined;
  isLoading: boolean;
  value: number | null;
  selfUserId: string | null;
  preselected: boolean;
  onChange(id: number): void;
}) {
  const [changing, setChanging] = useState(!preselected);
  const selected = coaches?.find((c) => c.id === value);
  if (!changing && selected) {
    return (
      <div className="space-y-2">
        <p className="text-sm text-muted-foreground">Your coach</p>
        <div className="flex items-center gap-3 rounded-md border border-primary bg-accent p-3">
          <PersonAvatar src={selected.user.profileImageUrl} firstName={selected.user.firstName} lastName={selected.user.lastName} />
          <span className="min-w-0 flex-1">
            <span className="block truncate font-medium">{personName(selected.user, 'Coach')}</span>
            <span className="block truncate text-xs text-muted-foreground">{selected.title}</span>
          </span>
          <Button variant="outline" size="sm" onClick={() => setChanging(true)}>
            Change
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className="max-h-72 space-y-2 overflow-y-auto pr-1" role="listbox" aria-label="Coaches">
      {isLoading && [0, 1, 2].map((i) => <Skeleton key={i} className="h-14 w-full" />)}
      {(coaches ?? []).map((coach) => (
        <CoachOption key={coach.id} coach={coach} isSelf={coach.userId === selfUserId} selected={coach.id === value} onSelect={() => onChange(coach.id)} />
      ))}
    </div>
  );
}

export function AiCoachStep({ coaches, isLoading, value, onChange }: { coaches: AiCoach[] | undefined; isLoading: boolean; value: number | null; onChange(id: number): void }) {
  return (
    <div className="max-h-72 space-y-2 overflow-y-auto pr-1" role="listbox" aria-label="AI coaches">
      {isLoading && [0, 1, 2].map((i) => <Skeleton key={i} className="h-16 w-full" />)}
      {!isLoading && coaches?.length === 0 && <p className="py-6 text-center text-sm text-muted-foreground">No AI coaches available</p>}
      {(coaches ?? []).map((coach) => (
        <button
          key={coach.id}
          type="button"
          role="option"
          aria-selected={coach.id === value}
          onClick={() => onChange(coach.id)}
          className={cn('flex w-full cursor-pointer items-center gap-3 rounded-md border p-2 text-left hover:bg-muted', coach.id === value && 'border-primary bg-accent')}
        >
          <AiCoachIcon coach={coach} />
          <span className="min-w-0 flex-1">
            <span className="block truncate font-medium">{coach.name}</span>
            <span className="block truncate text-xs text-muted-foreground">{coach.description}</span>
          </span>
          {coach.id === value && <Check className="size-4 text-primary" aria-hidden="true" />}
        </button>
      ))}
    </div>
  );
}

