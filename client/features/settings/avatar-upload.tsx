import { ImageUp, Loader2, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { AVATAR_MAX_BYTES, AVATAR_TYPES, type CurrentUser, UPLOADED_AVATAR_PATH } from '@shared/schemas/auth';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';

const MAX_MB = AVATAR_MAX_BYTES / 1024 / 1024;

async function sendPicture(method: 'PUT' | 'DELETE', file?: File): Promise<CurrentUser> {
  // The raw image is the body (no JSON wrapper): a tRPC call cannot carry it.
  const res = await fetch('/api/auth/avatar', {
    method,
    credentials: 'include',
    headers: file ? { 'Content-Type': file.type } : undefined,
    body: file,
  });
  const body = (await res.json().catch(() => ({}))) as CurrentUser & { message?: string };
  if (!res.ok) throw new Error(body.message || 'Failed to update your photo. Please try again.');
  return body;
}

/** Upload or remove the profile picture; the server checks the bytes, this only saves a pointless upload. */
export function AvatarUpload({ user, onChanged }: { user: CurrentUser; onChanged(user: CurrentUser): void }) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const utils = trpc.useUtils();
  const uploaded = user.profileImageUrl !== null && UPLOADED_AVATAR_PATH.test(user.profileImageUrl);

  const run = async (method: 'PUT' | 'DELETE', file?: File) => {
    setBusy(true);
    setProblem(null);
    try {
      const updated = await sendPicture(method, file);
      utils.auth.user.setData(undefined, updated);
      onChanged(updated);
      toast({ title: method === 'PUT' ? 'Photo Updated' : 'Photo Removed', description: method === 'PUT' ? 'Your new profile photo is saved.' : 'Your initials are shown instead.' });
    } catch (error) {
      const message = error instanceof Error ? error.message : 'Failed to update your photo. Please try again.';
      setProblem(message);
      toast({ title: 'Error', description: message, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  const picked = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return setProblem('Choose a PNG, JPEG, WebP or GIF image.');
    if (file.size > AVATAR_MAX_BYTES) return setProblem(`The picture is larger than ${MAX_MB} MB.`);
    void run('PUT', file);
  };

  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap gap-2">
        <input
          ref={input}
          id="avatar-file"
          type="file"
          accept={AVATAR_TYPES.join(',')}
          className="sr-only"
          aria-label="Profile photo file"
          onChange={(event) => picked(event.target.files?.[0])}
        />
        <Button type="button" variant="outline" size="sm" disabled={busy} onClick={() => input.current?.click()}>
          {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <ImageUp aria-hidden="true" />}
          Upload photo
        </Button>
        {uploaded && (
          <Button type="button" variant="ghost" size="sm" disabled={busy} onClick={() => void run('DELETE')}>
            <Trash2 aria-hidden="true" />
            Remove photo
          </Button>
        )}
      </div>
      <p className="text-xs text-muted-foreground">PNG, JPEG, WebP or GIF, up to {MAX_MB} MB.</p>
      {problem && (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      )}
    </div>
  );
}
