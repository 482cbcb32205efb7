import { ShieldCheck } from 'lucide-react';
import { RECORDING_MESSAGES } from '@shared/constants/video';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { errorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';

/** For organisation admins: whether they may watch their members' session recordings (off by default). */
export function RecordingPolicyCard({ organizationId }: { organizationId: string }) {
  const utils = trpc.useUtils();
  const policy = trpc.sessionRecordings.policy.useQuery({ organizationId });
  const save = trpc.sessionRecordings.setPolicy.useMutation({
    onSuccess: (saved) => {
      utils.sessionRecordings.policy.setData({ organizationId }, saved);
      toast(RECORDING_MESSAGES.policyUpdated);
    },
    onError: (error) => toast({ title: 'Error', description: errorMessage(error, 'The policy could not be saved.'), variant: 'destructive' }),
  });
  if (!policy.data) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ShieldCheck className="size-4" aria-hidden="true" />
          <h2>Organization recording policy</h2>
        </CardTitle>
        <CardDescription>Recordings belong to the coach and the member coached. Admins see them only when you allow it here.</CardDescription>
      </CardHeader>
      <CardContent className="flex items-center justify-between gap-4">
        <Label htmlFor="admins-view-recordings">Organization admins may watch members' session recordings</Label>
        <Switch
          id="admins-view-recordings"
          checked={policy.data.adminsCanViewRecordings}
          disabled={save.isPending}
          onCheckedChange={(checked) => save.mutate({ organizationId, adminsCanViewRecordings: checked })}
        />
      </CardContent>
    </Card>
  );
}
