import { CheckCircle2, ChevronLeft, ChevronRight } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/utils';
import { TUTORIAL_STEPS, type TutorialProgress, setGuideOpen, updateTutorialProgress, useGuideOpen, useTutorialProgress } from './tutorial-store';

const LAST = TUTORIAL_STEPS.length - 1;

function complete(progress: TutorialProgress, index: number): TutorialProgress {
  const id = TUTORIAL_STEPS[index]!.id;
  return { ...progress, completedSteps: progress.completedSteps.includes(id) ? progress.completedSteps : [...progress.completedSteps, id] };
}

export function QuickStartGuide({ userId }: { userId: string }) {
  const open = useGuideOpen();
  const progress = useTutorialProgress(userId);
  const navigate = useNavigate();
  const step = TUTORIAL_STEPS[progress.currentStep]!;
  const doneCount = progress.completedSteps.length;
  const percent = Math.round((doneCount / TUTORIAL_STEPS.length) * 100);
  const allDone = doneCount === TUTORIAL_STEPS.length;
  const StepIcon = step.icon;

  const update = (fn: (p: TutorialProgress) => TutorialProgress) => updateTutorialProgress(userId, fn);
  const goTo = (index: number) => update((p) => ({ ...p, currentStep: Math.min(Math.max(index, 0), LAST) }));

  const runAction = () => {
    // Done with this step: the guide reopens at the next one.
    update((p) => ({ ...complete(p, p.currentStep), currentStep: Math.min(p.currentStep + 1, LAST) }));
    setGuideOpen(false);
    navigate(step.route);
  };

  return (
    <Dialog open={open} onOpenChange={setGuideOpen}>
      <DialogContent className="max-w-2xl [&>*]:min-w-0">
        <DialogHeader>
          <DialogTitle>Quick Start Guide</DialogTitle>
          <DialogDescription>Six short steps to get the most out of Catalyst.</DialogDescription>
        </DialogHeader>

        <div className="grid gap-2">
          <div className="flex items-center justify-between text-sm">
            <span className="font-medium">
              Step {progress.currentStep + 1} of {TUTORIAL_STEPS.length}
            </span>
            <span className="text-muted-foreground" data-testid="tutorial-count">
              {doneCount} of {TUTORIAL_STEPS.length} completed
            </span>
          </div>
          <Progress value={percent} aria-label="Tutorial progress" />
        </div>

        <ol className="flex justify-between gap-1" aria-label="Steps">
          {TUTORIAL_STEPS.map((s, index) => {
            const done = progress.completedSteps.includes(s.id);
            return (
              <li key={s.id} className="flex-1">
                <button
                  type="button"
                  onClick={() => goTo(index)}
                  aria-label={`Step ${index + 1}: ${s.title}${done ? ' (completed)' : ''}`}
                  aria-current={index === progress.currentStep ? 'step' : undefined}
                  className={cn(
                    'h-1.5 w-full cursor-pointer rounded-full transition-colors',
                    done ? 'bg-success' : index === progress.currentStep ? 'bg-primary' : 'bg-muted',
                  )}
                />
              </li>
            );
          })}
        </ol>

        <section className="rounded-lg border bg-muted/30 p-5" aria-live="polite">
          <div className="flex items-start gap-4">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
              <StepIcon className="size-5" aria-hidden="true" />
            </span>
            <div className="grid gap-1">
              <h3 className="flex items-center gap-2 font-semibold">
                {step.title}
                {progress.completedSteps.includes(step.id) && <CheckCircle2 className="size-4 text-success" aria-label="Completed" />}
              </h3>
              <p className="text-sm text-muted-foreground">{step.description}</p>
              <Button size="sm" variant="outline" className="mt-2 w-fit" onClick={runAction}>
                {step.action}
                <ChevronRight aria-hidden="true" />
              </Button>
            </div>
          </div>
        </section>

        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
          <Button variant="ghost" onClick={() => setGuideOpen(false)}>
            Skip Tutorial
          </Button>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
            <Button variant="outline" onClick={() => goTo(progress.currentStep - 1)} disabled={progress.currentStep === 0}>
              <ChevronLeft aria-hidden="true" />
              Previous
            </Button>
            {allDone ? (
              <Button onClick={() => setGuideOpen(false)}>Complete Tutorial</Button>
            ) : (
              <>
                <Button variant="outline" onClick={() => goTo(progress.currentStep + 1)} disabled={progress.currentStep === LAST}>
                  Next Step
                </Button>
                <Button onClick={() => update((p) => ({ ...complete(p, p.currentStep), currentStep: Math.min(p.currentStep + 1, LAST) }))}>
                  Mark as Complete &amp; Continue
                </Button>
              </>
            )}
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
