import { useState } from 'react';
import { useNavigate } from 'react-router';
import { CHAT_MESSAGES } from '@shared/constants/chat';
import { INSTANT_SESSION_MESSAGES, INSTANT_SESSION_MINUTES } from '@shared/constants/coaching';
import type { AiCoach } from '@shared/schemas/ai-coaches';
import { browserTimeZone } from '@/lib/datetime';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import type { OpenChatChoice } from './continue-or-new-dialog';
import type { StartSessionValues } from './start-session-dialog';

/**
 * Opens an AI coach's chat: with an in-progress AI session with that coach the person chooses
 * (`choice`) between continuing it and a new session; otherwise a new session starts now.
 */
export function useOpenAiChat() {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const [openingId, setOpeningId] = useState<number | null>(null);
  const [choice, setChoice] = useState<OpenChatChoice | null>(null);
  const create = trpc.sessions.create.useMutation();

  const openSession = (id: number) => void navigate(`/ai-coaches?session=${id}`);

  const start = async (coach: AiCoach, values: StartSessionValues) => {
    try {
      const session = await create.mutateAsync({
        title: values.title,
        description: values.description || undefined,
        type: 'ai',
        aiCoachId: coach.id,
        scheduledAt: new Date().toISOString(),
        duration: values.duration,
        status: 'in_progress',
        timezone: browserTimeZone(),
      });
      toast(INSTANT_SESSION_MESSAGES.aiStarted);
      openSession(session.id);
      return true;
    } catch {
      toast({ ...CHAT_MESSAGES.startFailed, variant: 'destructive' });
      return false;
    }
  };

  const startNow = (coach: AiCoach) => start(coach, { title: `Chat with ${coach.name}`, description: '', duration: INSTANT_SESSION_MINUTES });

  const chat = async (coach: AiCoach) => {
    setOpeningId(coach.id);
    try {
      const sessions = await utils.sessions.list.fetch({ view: 'in_progress', type: 'ai', aiCoachId: coach.id, limit: 1 });
      const open = sessions.items[0];
      if (open) return setChoice({ coach, session: open });
      await startNow(coach);
    } catch {
      toast({ ...CHAT_MESSAGES.startFailed, variant: 'destructive' });
    } finally {
      setOpeningId(null);
    }
  };

  const continueOpen = (picked: OpenChatChoice) => {
    setChoice(null);
    openSession(picked.session.id);
  };
  const startNew = async (picked: OpenChatChoice) => {
    if (await startNow(picked.coach)) setChoice(null);
  };

  return { start, chat, openingId, starting: create.isPending, choice, continueOpen, startNew, dismissChoice: () => setChoice(null) };
}
