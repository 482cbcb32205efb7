import { FileUp, Loader2, Play, Trash2 } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { ASSISTANT_MESSAGES, KNOWLEDGE_LIMITS } from '@shared/constants/ai-authoring';
import type { Assistant, KnowledgeSource } from '@shared/schemas/ai-assistants';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Progress } from '@/components/ui/progress';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';

const ACCEPT = '.pdf,.docx,.md,.markdown,.txt,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,text/markdown,text/plain';

async function uploadFile(assistantId: number, file: File): Promise<KnowledgeSource> {
  if (file.size > KNOWLEDGE_LIMITS.fileBytesMax) throw new Error(ASSISTANT_MESSAGES.fileTooLarge);
  const res = await fetch(`/api/ai-assistant/training-data/files?assistantId=${assistantId}&name=${encodeURIComponent(file.name)}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/octet-stream' },
    body: file,
  });
  const body = (await res.json().catch(() => ({}))) as KnowledgeSource & { message?: string };
  if (!res.ok) throw new Error(body.message ?? `${res.status}: ${res.statusText}`);
  return body;
}

/** The Training step: the author's knowledge (text, files, Q&A), its sources with status, and the real training progress. */
export function TrainingStep({ assistant, onTest }: { assistant: Assistant; onTest(): void }) {
  const utils = trpc.useUtils();
  const sources = trpc.aiAssistants.trainingData.useQuery({ assistantId: assistant.id });
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const [question, setQuestion] = useState('');
  const [answer, setAnswer] = useState('');
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  // Uploads go around tRPC, so they refresh by hand; the mutations here through lib/live-data.ts.
  const refresh = () => Promise.all([utils.aiAssistants.trainingData.invalidate({ assistantId: assistant.id }), utils.aiAssistants.byId.invalidate({ id: assistant.id }), utils.aiAssistants.list.invalidate()]);
  const add = trpc.aiAssistants.addKnowledge.useMutation({
    onSuccess: async () => {
      setTitle('');
      setText('');
      setQuestion('');
      setAnswer('');
    },
    onError: (error) => toast({ title: 'Error', description: errorMessage(error, 'Failed to add knowledge'), variant: 'destructive' }),
  });
  const remove = trpc.aiAssistants.deleteKnowledge.useMutation();
  const train = trpc.aiAssistants.train.useMutation({
    onSuccess: async () => {
      toast({ title: ASSISTANT_MESSAGES.trainingStarted, description: 'Your material is being split into passages and indexed.' });
    },
    onError: (error) => toast({ title: 'Error', description: errorMessage(error, 'Failed to start training'), variant: 'destructive' }),
  });
  const job = assistant.training;
  const running = job?.status === 'queued' || job?.status === 'running';
  const progress = job?.progress ?? 0;
  const complete = job?.status === 'completed';

  const onFiles = async (files: FileList | null) => {
    if (!files) return;
    setUploading(true);
    try {
      for (const file of Array.from(files)) await uploadFile(assistant.id, file);
    } catch (error) {
      toast({ title: 'Error', description: error instanceof Error ? error.message : 'Upload failed', variant: 'destructive' });
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
      await refresh();
    }
  };
  const submitText = (event: FormEvent) => {
    event.preventDefault();
    add.mutate({ assistantId: assistant.id, kind: 'text', title, text });
  };
  const submitQa = (event: FormEvent) => {
    event.preventDefault();
    add.mutate({ assistantId: assistant.id, kind: 'qa', question, answer });
  };
  const items = sources.data?.items ?? [];

  return (
    <div className="grid gap-6">
      <Tabs defaultValue="files">
        <TabsList aria-label="Add knowledge">
          <TabsTrigger value="files">Files</TabsTrigger>
          <TabsTrigger value="text">Text</TabsTrigger>
          <TabsTrigger value="qa">Q&amp;A</TabsTrigger>
        </TabsList>
        <TabsContent value="files" className="grid gap-3 pt-3">
          <p className="text-sm text-muted-foreground">PDF, DOCX, Markdown or plain text, up to 5 MB each.</p>
          <input ref={fileInput} type="file" multiple accept={ACCEPT} className="sr-only" id="knowledge-files" aria-label="Upload knowledge files" onChange={(event) => void onFiles(event.target.files)} />
          <Button type="button" variant="outline" className="justify-self-start" disabled={uploading} onClick={() => fileInput.current?.click()}>
            {uploading ? <Loader2 className="animate-spin" aria-hidden="true" /> : <FileUp aria-hidden="true" />} Upload files
          </Button>
        </TabsContent>
        <TabsContent value="text" className="pt-3">
          <form className="grid gap-3" onSubmit={submitText}>
            <div className="grid gap-2">
              <Label htmlFor="knowledge-title">Title</Label>
              <Input id="knowledge-title" value={title} maxLength={KNOWLEDGE_LIMITS.titleMax} onChange={(event) => setTitle(event.target.value)} />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="knowledge-text">Text</Label>
              <Textarea id="knowledge-text" rows={6} value={text} onChange={(event) => setText(event.target.value)} placeholder="Paste your method, a programme outline, your values..." />
            </div>
            <Button type="submit" variant="outline" className="justify-self-start" disabled={add.isPending || !title.trim() || !text.trim()}>
              Add text
            </Button>
          </form>
        </TabsContent>
        <TabsContent value="qa" className="pt-3">
          <form className="grid gap-3" onSubmit={submitQa}>
            <div className="grid gap-2">
              <Label htmlFor="knowledge-question">Question</Label>
              <Input id="knowledge-question" value={question} maxLength={KNOWLEDGE_LIMITS.questionMax} onChange={(event) => setQuestion(event.target.value)} />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="knowledge-answer">Answer</Label>
              <Textarea id="knowledge-answer" rows={3} value={answer} onChange={(event) => setAnswer(event.target.value)} />
            </div>
            <Button type="submit" variant="outline" className="justify-self-start" disabled={add.isPending || !question.trim() || !answer.trim()}>
              Add Q&amp;A
            </Button>
          </form>
        </TabsContent>
      </Tabs>

      <section aria-labelledby="sources-heading" className="grid gap-2">
        <h3 id="sources-heading" className="font-semibold">
          Knowledge sources
        </h3>
        {items.length === 0 ? (
          <p className="text-sm text-muted-foreground">No knowledge yet. Add files, text or questions and answers above.</p>
        ) : (
          <ul className="grid gap-2" aria-label="Knowledge sources">
            {items.map((source) => (
              <li key={source.id} className="flex items-center gap-3 rounded-md border p-2 text-sm">
                <Badge variant="outline">{source.kind === 'qa' ? 'Q&A' : source.kind}</Badge>
                <span className="min-w-0 flex-1 truncate font-medium">{source.title}</span>
                <Badge variant={source.status === 'indexed' ? 'default' : 'secondary'}>{source.status === 'indexed' ? `${source.passageCount} passages` : source.status}</Badge>
                <Button size="icon" variant="ghost" aria-label={`Remove ${source.title}`} onClick={() => remove.mutate({ id: source.id })}>
                  <Trash2 aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-label="Training progress" className="grid gap-3 rounded-md border p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="font-medium">
            {job ? `Version ${job.version}: ${job.done} of ${job.total} passages indexed` : 'Not trained yet'}
            {job?.status === 'failed' && <span className="text-destructive"> (failed: {job.error})</span>}
          </p>
          <span className="text-sm text-muted-foreground" data-testid="training-progress">
            {progress}%
          </span>
        </div>
        <Progress value={progress} aria-label="Training progress" />
        <div className="flex flex-wrap gap-2">
          <Button type="button" disabled={running || train.isPending || items.length === 0} onClick={() => train.mutate({ assistantId: assistant.id })}>
            {running || train.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Play aria-hidden="true" />}
            {assistant.activeVersion > 0 ? 'Retrain' : 'Start Training'}
          </Button>
          {complete && progress === 100 && (
            <Button type="button" variant="outline" onClick={onTest}>
              Test Assistant
            </Button>
          )}
        </div>
        {assistant.activeVersion > 0 && running && <p className="text-sm text-muted-foreground">Chats keep using version {assistant.activeVersion} until this training completes.</p>}
      </section>
    </div>
  );
}
