import { Bot, Crown, Rocket } from 'lucide-react';
import { useEffect, useState } from 'react';
import { ASSISTANT_STEPS, ASSISTANTS_SHOWN, type AssistantStep, BUILDER_MESSAGES } from '@shared/constants/ai-authoring';
import type { Assistant } from '@shared/schemas/ai-assistants';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { DeploymentStep, useDeploy } from '@/features/ai-assistants/deployment-step';
import { SetupForm } from '@/features/ai-assistants/setup-form';
import { stepOf, tabEnabled } from '@/features/ai-assistants/stepper';
import { TestingPanel } from '@/features/ai-assistants/testing-panel';
import { TrainingStep } from '@/features/ai-assistants/training-step';
import { ChatScreen } from '@/features/chat/chat-screen';
import { trpc } from '@/lib/trpc';

const LABELS: Record<AssistantStep, string> = { setup: 'Setup', training: 'Training', testing: 'Testing', deployment: 'Deployment' };

export function AiAssistantGeneratorPage() {
  const [assistantId, setAssistantId] = useState<number | null>(null);
  const [stepState, setStep] = useState<AssistantStep>('setup');
  const [tab, setTab] = useState<AssistantStep>('setup');
  const [showAll, setShowAll] = useState(false);
  const list = trpc.aiAssistants.list.useQuery({}, { retry: false });
  // The real training progress: polled each second while a training runs.
  const current = trpc.aiAssistants.byId.useQuery(
    { id: assistantId ?? 0 },
    { enabled: assistantId !== null, refetchInterval: (query) => (query.state.data?.training && ['queued', 'running'].includes(query.state.data.training.status) ? 1000 : false) },
  );
  const assistant = current.data ?? null;

  // A training that completes moves the assistant on to testing (the tab stays until 'Test Assistant').
  const step = stepState === 'training' && assistant && assistant.activeVersion > 0 ? 'testing' : stepState;

  const open = (chosen: Assistant) => {
    setAssistantId(chosen.id);
    const at = stepOf(chosen);
    setStep(at);
    setTab(at);
  };
  const startNew = () => {
    setAssistantId(null);
    setStep('setup');
    setTab('setup');
  };
  const { deploy } = useDeploy(() => {
    setStep('deployment');
    setTab('deployment');
  });
  const forbidden = list.error?.data?.code === 'FORBIDDEN';
  const assistants = list.data?.items ?? [];

  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-[minmax(0,1fr)] gap-6">
      <div>
        <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight sm:text-3xl">
          AI Assistant Coach Generator <Badge variant="secondary" className="gap-1"><Crown className="size-3" aria-hidden="true" /> Premium</Badge>
        </h1>
        <p className="mt-1 text-muted-foreground">Teach an AI assistant your own material, test it in a real conversation, then deploy it to your clients.</p>
      </div>
      {forbidden ? (
        <Card>
          <CardContent className="py-8 text-center text-muted-foreground">{BUILDER_MESSAGES.clientsCannot}</CardContent>
        </Card>
      ) : (
        <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
          <Card className="min-w-0">
            <CardHeader>
              <CardTitle>
                <h2>{assistant ? assistant.name : 'New assistant'}</h2>
              </CardTitle>
              <CardDescription>{assistant ? assistant.description : 'Start with the setup: who it is and how it coaches.'}</CardDescription>
            </CardHeader>
            <CardContent>
              <Tabs value={tab} onValueChange={(value) => setTab(value as AssistantStep)}>
                <TabsList className="grid w-full grid-cols-4" aria-label="Assistant steps">
                  {ASSISTANT_STEPS.map((value) => (
                    <TabsTrigger key={value} value={value} disabled={!tabEnabled(step, value)} className="px-1 text-xs sm:text-sm">
                      {LABELS[value]}
                    </TabsTrigger>
                  ))}
                </TabsList>
                <TabsContent value="setup" className="pt-4">
                  {assistant ? (
                    <div className="grid gap-3 text-sm">
                      <p>
                        {assistant.personality} · {assistant.coachingStyle} · {assistant.responseStyle} · {assistant.specialties.join(', ')}
                      </p>
                      <Button variant="outline" className="justify-self-start" onClick={startNew}>
                        Create another assistant
                      </Button>
                    </div>
                  ) : (
                    <SetupForm
                      onCreated={(created) => {
                        setAssistantId(created.id);
                        setStep('training');
                        setTab('training');
                      }}
                    />
                  )}
                </TabsContent>
                <TabsContent value="training" className="pt-4">
                  {assistant && <TrainingStep assistant={assistant} onTest={() => setTab('testing')} />}
                </TabsContent>
                <TabsContent value="testing" className="pt-4">
                  {assistant && tab === 'testing' && <TestingStep assistant={assistant} deploying={deploy.isPending} onDeploy={() => deploy.mutate({ id: assistant.id })} onBack={() => setTab('training')} />}
                </TabsContent>
                <TabsContent value="deployment" className="pt-4">
                  {assistant && <DeploymentStep assistant={assistant} />}
                </TabsContent>
              </Tabs>
            </CardContent>
          </Card>
          <Card className="content-start self-start">
            <CardHeader>
              <CardTitle>
                <h2 className="text-base">Your assistants</h2>
              </CardTitle>
            </CardHeader>
            <CardContent>
              {list.isLoading ? (
                <Skeleton className="h-24" />
              ) : assistants.length === 0 ? (
                <p className="text-sm text-muted-foreground">No assistants yet.</p>
              ) : (
                <ul className="grid grid-cols-[minmax(0,1fr)] gap-2" aria-label="Existing assistants">
                  {(showAll ? assistants : assistants.slice(0, ASSISTANTS_SHOWN)).map((item) => (
                    <li key={item.id}>
                      <button type="button" onClick={() => open(item)} className="flex w-full items-center gap-2 rounded-md border p-2 text-left text-sm hover:bg-accent aria-[current=true]:border-primary aria-[current=true]:bg-primary/5" aria-current={item.id === assistantId || undefined}>
                        <Bot className="size-4 shrink-0 text-primary" aria-hidden="true" />
                        <span className="min-w-0 flex-1">
                          <span className="block truncate font-medium">{item.name}</span>
                          <span className="block text-xs text-muted-foreground">
                            #{item.id} · {item.totalInteractions} interactions
                          </span>
                        </span>
                        {item.isDeployed && <Rocket className="size-4 text-emerald-600" aria-label="Deployed" />}
                      </button>
                    </li>
                  ))}
                </ul>
              )}
              {assistants.length > ASSISTANTS_SHOWN && !showAll && (
                <Button variant="link" className="px-0" onClick={() => setShowAll(true)}>
                  View all
                </Button>
              )}
            </CardContent>
          </Card>
        </div>
      )}
    </div>
  );
}

/** Testing: a real chat with the draft (the same live chat as AI sessions) and the passages its replies used. */
function TestingStep({ assistant, deploying, onDeploy, onBack }: { assistant: Assistant; deploying: boolean; onDeploy(): void; onBack(): void }) {
  const session = trpc.aiAssistants.testSession.useMutation();
  const { mutate } = session;
  useEffect(() => mutate({ id: assistant.id }), [assistant.id, mutate]);
  const sessionId = session.data?.sessionId;
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground">Ask what your material answers; replies cite it as “From: title”.</p>
        {assistant.status !== 'deployed' && (
          <Button onClick={onDeploy} disabled={deploying}>
            <Rocket aria-hidden="true" /> Deploy Assistant
          </Button>
        )}
      </div>
      {sessionId ? (
        <div className="grid content-start gap-4">
          <div className="min-w-0 overflow-hidden">
            <ChatScreen sessionId={sessionId} onBack={onBack} />
          </div>
          <TestingPanel assistantId={assistant.id} sessionId={sessionId} />
        </div>
      ) : (
        <Skeleton className="h-96" />
      )}
    </div>
  );
}

export default AiAssistantGeneratorPage;
