import { Loader2, Rocket, Undo2 } from 'lucide-react';
import { ASSISTANT_MESSAGES } from '@shared/constants/ai-authoring';
import type { Assistant } from '@shared/schemas/ai-assistants';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';

export function useDeploy(onDeployed?: (assistant: Assistant) => void) {
  const done = async (assistant: Assistant, title: string, description: string) => {
    toast({ title, description });
    onDeployed?.(assistant);
  };
  const deploy = trpc.aiAssistants.deploy.useMutation({
    onSuccess: (assistant) => done(assistant, ASSISTANT_MESSAGES.deployed, `${assistant.name} is now in AI Coaches for your clients.`),
    onError: (error) => toast({ title: 'Error', description: errorMessage(error, 'Failed to deploy the assistant'), variant: 'destructive' }),
  });
  const undeploy = trpc.aiAssistants.undeploy.useMutation({
    onSuccess: (assistant) => done(assistant, ASSISTANT_MESSAGES.undeployed, `${assistant.name} no longer shows in AI Coaches.`),
    onError: (error) => toast({ title: 'Error', description: errorMessage(error, 'Failed to undeploy the assistant'), variant: 'destructive' }),
  });
  return { deploy, undeploy };
}

/** The Deployment step: whether clients see it, which version answers, and the switch. */
export function DeploymentStep({ assistant }: { assistant: Assistant }) {
  const { deploy, undeploy } = useDeploy();
  const pending = deploy.isPending || undeploy.isPending;
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={assistant.isDeployed ? 'default' : 'secondary'}>{assistant.isDeployed ? 'Deployed' : 'Not deployed'}</Badge>
        <span className="text-sm text-muted-foreground">
          Answering from version {assistant.activeVersion}
          {assistant.latestVersion > assistant.activeVersion ? ` (version ${assistant.latestVersion} is training)` : ''} · {assistant.totalInteractions} interactions
        </span>
      </div>
      <p className="text-sm text-muted-foreground">
        {assistant.isDeployed
          ? 'Your clients (or your organization’s members) find it in AI Coaches and can start a session. Retraining adds a new version; live chats keep working meanwhile.'
          : 'Deploy it to put it in AI Coaches for your clients (or your organization’s members).'}
      </p>
      {assistant.isDeployed ? (
        <Button variant="outline" className="justify-self-start" disabled={pending} onClick={() => undeploy.mutate({ id: assistant.id })}>
          {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Undo2 aria-hidden="true" />} Undeploy
        </Button>
      ) : (
        <Button className="justify-self-start" disabled={pending} onClick={() => deploy.mutate({ id: assistant.id })}>
          {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Rocket aria-hidden="true" />} Deploy Assistant
        </Button>
      )}
    </div>
  );
}
