import { Search, X } from 'lucide-react';
import {
  RESOURCE_CATEGORIES,
  RESOURCE_CATEGORY_LABELS,
  RESOURCE_DIFFICULTIES,
  RESOURCE_DIFFICULTY_LABELS,
  RESOURCE_TYPE_LABELS,
  RESOURCE_TYPES,
  type ResourceCategory,
  type ResourceDifficulty,
  type ResourceType,
} from '@shared/constants/resources';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

export interface ResourceFilterState {
  search: string;
  type: ResourceType | 'all';
  category: ResourceCategory | 'all';
  difficulty: ResourceDifficulty | 'all';
}

export const NO_FILTERS: ResourceFilterState = { search: '', type: 'all', category: 'all', difficulty: 'all' };

export function hasFilters(filters: ResourceFilterState): boolean {
  return filters.search.trim() !== '' || filters.type !== 'all' || filters.category !== 'all' || filters.difficulty !== 'all';
}

/** The filters as the list query takes them (search matches title, description or author, ignoring case). */
export function filterQuery(filters: ResourceFilterState) {
  const search = filters.search.trim();
  return {
    search: search || undefined,
    type: filters.type === 'all' ? undefined : filters.type,
    category: filters.category === 'all' ? undefined : filters.category,
    difficulty: filters.difficulty === 'all' ? undefined : filters.difficulty,
  };
}

interface FilterSelectProps<T extends string> {
  label: string;
  allLabel: string;
  value: T | 'all';
  options: readonly T[];
  labels: Record<T, string>;
  onChange: (value: T | 'all') => void;
}

function FilterSelect<T extends string>({ label, allLabel, value, options, labels, onChange }: FilterSelectProps<T>) {
  return (
    <Select value={value} onValueChange={(next) => onChange(next as T | 'all')}>
      <SelectTrigger aria-label={label} className="w-full sm:w-44">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value="all">{allLabel}</SelectItem>
        {options.map((option) => (
          <SelectItem key={option} value={option}>
            {labels[option]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

export function ResourceFilters({ value, onChange }: { value: ResourceFilterState; onChange: (next: ResourceFilterState) => void }) {
  const set = <K extends keyof ResourceFilterState>(key: K, next: ResourceFilterState[K]) => onChange({ ...value, [key]: next });
  return (
    <div className="flex flex-col gap-2 lg:flex-row lg:items-center">
      <div className="relative flex-1">
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
        <Input
          type="search"
          aria-label="Search resources"
          placeholder="Search by title, author or topic..."
          value={value.search}
          onChange={(event) => set('search', event.target.value)}
          className="pl-9"
        />
      </div>
      <div className="grid grid-cols-1 gap-2 sm:flex sm:flex-wrap">
        <FilterSelect label="Type" allLabel="All types" value={value.type} options={RESOURCE_TYPES} labels={RESOURCE_TYPE_LABELS} onChange={(v) => set('type', v)} />
        <FilterSelect
          label="Category"
          allLabel="All categories"
          value={value.category}
          options={RESOURCE_CATEGORIES}
          labels={RESOURCE_CATEGORY_LABELS}
          onChange={(v) => set('category', v)}
        />
        <FilterSelect
          label="Difficulty"
          allLabel="All levels"
          value={value.difficulty}
          options={RESOURCE_DIFFICULTIES}
          labels={RESOURCE_DIFFICULTY_LABELS}
          onChange={(v) => set('difficulty', v)}
        />
        {hasFilters(value) && (
          <Button variant="ghost" onClick={() => onChange(NO_FILTERS)}>
            <X aria-hidden="true" />
            Clear Filters
          </Button>
        )}
      </div>
    </div>
  );
}
