import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { turnMessage } from '../turns';
import type { ClientContext, CoachRequest } from '../types';

/** Turns sent as context; older ones add cost more than they add meaning. */
const MAX_HISTORY_TURNS = 20;

export const REPLY_FORMAT_INSTRUCTIONS = [
  'Answer ONLY with one JSON object, no prose around it, with exactly these fields, "message" first:',
  '{"message": string, "suggestions": string[], "actionItems": string[], "followUpQuestions": string[]}',
  '- message: your reply to the client in plain text (no markdown headings), under 200 words, in your persona\'s voice.',
  '- suggestions: 0 to 3 short ideas, techniques or resources.',
  '- actionItems: 0 to 3 concrete next steps the client could adopt as a goal, each at most 100 characters, first person ("Book a 1:1 with my manager").',
  '- followUpQuestions: 0 to 3 coaching questions for the client to reflect on.',
].join('\n');

function describeClient(client: ClientContext): string {
  const lines: string[] = [];
  if (client.firstName) lines.push(`First name: ${client.firstName}`);
  if (client.goals.length > 0) {
    lines.push('Active goals:');
    for (const goal of client.goals) {
      const target = goal.targetDate ? `, target ${goal.targetDate.slice(0, 10)}` : '';
      const description = goal.description ? ` - ${goal.description}` : '';
      lines.push(`- "${goal.title}" (${goal.category}, ${Math.round(goal.progress)}% done${target})${description}`);
    }
  } else {
    lines.push('Active goals: none yet.');
  }
  if (client.upcomingSessions.length > 0) {
    lines.push('Upcoming sessions:');
    for (const session of client.upcomingSessions) lines.push(`- "${session.title}" (${session.type}) at ${session.scheduledAt}`);
  }
  if (client.signupGoals?.trim()) lines.push(`What the client wrote about their goals at signup: "${client.signupGoals.trim()}"`);
  if (client.timezone) lines.push(`Time zone: ${client.timezone}`);
  return lines.join('\n');
}

/** Assistant turns go back as JSON so the model keeps to the format it is asked for. */
function assistantContent(text: string): string {
  const message = turnMessage({ role: 'coach', text, createdAt: '' });
  if (message !== text) return text;
  return JSON.stringify({ message: text, suggestions: [], actionItems: [], followUpQuestions: [] });
}

export function buildMessages(request: CoachRequest): ChatCompletionMessageParam[] {
  const { coach } = request;
  const system = [
    coach.systemPrompt.trim(),
    `You are "${coach.name}", an AI coach on the Catalyst coaching platform. ${coach.description}`.trim(),
    coach.persona ? `Persona and voice: ${coach.persona}` : '',
    coach.specialties.length > 0 ? `Specialties: ${coach.specialties.join(', ')}.` : '',
    'Coach with the GROW model (Goal, Reality, Options, Will): find out where the conversation is, ask one good question at a time, ' +
      'refer to the client\'s goals and earlier messages by their content when relevant, and end with a question or an agreed next step. ' +
      'You are not a therapist, doctor, lawyer or financial adviser; suggest a human coach or professional help where that is needed.',
    `About the client:\n${describeClient(request.client)}`,
    REPLY_FORMAT_INSTRUCTIONS,
  ]
    .filter(Boolean)
    .join('\n\n');
  const history = request.history.slice(-MAX_HISTORY_TURNS).map(
    (turn): ChatCompletionMessageParam =>
      turn.role === 'client' ? { role: 'user', content: turn.text } : { role: 'assistant', content: assistantContent(turn.text) },
  );
  return [{ role: 'system', content: system }, ...history, { role: 'user', content: request.message }];
}
