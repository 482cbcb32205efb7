import { SearchX } from 'lucide-react';
import { Button } from '@/components/ui/button';

export function CoachesEmpty({ onClear }: { onClear(): void }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed px-6 py-16 text-center">
      <SearchX className="size-10 text-muted-foreground" aria-hidden="true" />
      <h3 className="text-lg font-semibold">No coaches found</h3>
      <p className="max-w-sm text-sm text-muted-foreground">Try another search or fewer filters.</p>
      <Button variant="outline" onClick={onClear}>
        Clear Filters
      </Button>
    </div>
  );
}
