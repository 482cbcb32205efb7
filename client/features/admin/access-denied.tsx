import { ShieldAlert } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';

/** What everyone but a platform admin sees at /admin. */
export function AccessDenied() {
  return (
    <Card className="mx-auto max-w-md">
      <CardContent className="grid justify-items-center gap-3 py-10 text-center">
        <ShieldAlert className="size-10 text-destructive" aria-hidden="true" />
        <h1 className="text-xl font-semibold">Access Denied</h1>
        <p className="text-muted-foreground">You need admin privileges to access this page.</p>
      </CardContent>
    </Card>
  );
}
