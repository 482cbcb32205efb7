import { Zap } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@/lib/utils';

export const PRODUCT_NAME = 'Catalyst';

export function Brand({ className, to = '/' }: { className?: string; to?: string }) {
  return (
    <Link to={to} className={cn('inline-flex items-center gap-2 font-bold tracking-tight', className)}>
      <span className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground">
        <Zap className="size-4" aria-hidden="true" />
      </span>
      <span className="text-lg">{PRODUCT_NAME}</span>
    </Link>
  );
}
