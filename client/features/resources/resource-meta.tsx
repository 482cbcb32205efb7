import { BookOpen, ClipboardList, FileText, GraduationCap, Headphones, type LucideIcon, Video, Wrench } from 'lucide-react';
import type { ResourceDifficulty, ResourceType } from '@shared/constants/resources';

export const RESOURCE_TYPE_ICONS: Record<ResourceType, LucideIcon> = {
  article: FileText,
  video: Video,
  audio: Headphones,
  document: BookOpen,
  template: ClipboardList,
  course: GraduationCap,
  tool: Wrench,
};

export const TYPE_TINTS: Record<ResourceType, string> = {
  article: 'bg-sky-50 text-sky-700',
  video: 'bg-rose-50 text-rose-700',
  audio: 'bg-amber-50 text-amber-700',
  document: 'bg-indigo-50 text-indigo-700',
  template: 'bg-emerald-50 text-emerald-700',
  course: 'bg-violet-50 text-violet-700',
  tool: 'bg-teal-50 text-teal-700',
};

export const DIFFICULTY_STYLES: Record<ResourceDifficulty, string> = {
  beginner: 'border-emerald-200 bg-emerald-50 text-emerald-700',
  intermediate: 'border-amber-200 bg-amber-50 text-amber-800',
  advanced: 'border-rose-200 bg-rose-50 text-rose-700',
};

export function TypeIcon({ type, className }: { type: ResourceType; className?: string }) {
  const Icon = RESOURCE_TYPE_ICONS[type];
  return (
    <span className={`inline-flex size-9 shrink-0 items-center justify-center rounded-md ${TYPE_TINTS[type]} ${className ?? ''}`} aria-hidden="true">
      <Icon className="size-4.5" />
    </span>
  );
}
