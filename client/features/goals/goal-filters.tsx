import { Search } from 'lucide-react';
import { GOAL_CATEGORIES, GOAL_STATUSES } from '@shared/constants/coaching';
import { GOAL_CATEGORY_LABELS, GOAL_STATUS_LABELS, type GoalCategory, type GoalStatus } from '@shared/constants/goals';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

export interface GoalFilterState {
  search: string;
  category: GoalCategory | 'all';
  status: GoalStatus | 'all';
}

export const NO_GOAL_FILTERS: GoalFilterState = { search: '', category: 'all', status: 'all' };

export function isFiltering(filters: GoalFilterState): boolean {
  return filters.search.trim() !== '' || filters.category !== 'all' || filters.status !== 'all';
}

/** The filters as the goals list takes them (search matches the title or the description, ignoring case). */
export function goalQuery(filters: GoalFilterState) {
  const search = filters.search.trim();
  return {
    search: search || undefined,
    category: filters.category === 'all' ? undefined : filters.category,
    status: filters.status === 'all' ? undefined : filters.status,
  };
}

export function GoalFilters({ value, onChange }: { value: GoalFilterState; onChange: (next: GoalFilterState) => void }) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <div className="relative flex-1">
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
        <Input
          type="search"
          aria-label="Search goals"
          placeholder="Search goals..."
          className="pl-9"
          value={value.search}
          onChange={(event) => onChange({ ...value, search: event.target.value })}
        />
      </div>
      <Select value={value.category} onValueChange={(category) => onChange({ ...value, category: category as GoalFilterState['category'] })}>
        <SelectTrigger aria-label="Filter by category" className="w-full sm:w-44">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="all">All Categories</SelectItem>
          {GOAL_CATEGORIES.map((category) => (
            <SelectItem key={category} value={category}>
              {GOAL_CATEGORY_LABELS[category]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <Select value={value.status} onValueChange={(status) => onChange({ ...value, status: status as GoalFilterState['status'] })}>
        <SelectTrigger aria-label="Filter by status" className="w-full sm:w-40">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="all">All Status</SelectItem>
          {GOAL_STATUSES.map((status) => (
            <SelectItem key={status} value={status}>
              {GOAL_STATUS_LABELS[status]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
