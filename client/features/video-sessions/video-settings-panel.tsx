import { Camera } from 'lucide-react';
import { useState } from 'react';
import { VIDEO_MESSAGES, VIDEO_QUALITIES, VIDEO_QUALITY_LABELS, type VideoQuality } from '@shared/constants/video';
import type { VideoSettings } from '@shared/schemas/video-sessions';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { LoadError } from '@/components/load-error';
import { errorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { DeviceSelect } from './device-select';
import { useMediaDevices } from './use-media-devices';

const SWITCHES: { key: 'autoRecord' | 'enableChat' | 'enableScreenShare'; label: string; help: string }[] = [
  { key: 'autoRecord', label: 'Auto-record sessions', help: 'Start recording when you join a session you coach. Everyone in the call is told.' },
  { key: 'enableChat', label: 'In-call chat', help: 'Show the chat panel during calls.' },
  { key: 'enableScreenShare', label: 'Screen sharing', help: 'Offer the Share screen button during calls.' },
];

/** The person's call defaults, each saved as soon as it changes ('Settings Updated'). */
export function VideoSettingsPanel() {
  const utils = trpc.useUtils();
  const settings = trpc.videoSessions.settings.useQuery();
  const devices = useMediaDevices();
  const [blocked, setBlocked] = useState(false);
  const update = trpc.videoSessions.updateSettings.useMutation({
    onSuccess: (saved) => {
      utils.videoSessions.settings.setData(undefined, saved);
      toast(VIDEO_MESSAGES.settingsUpdated);
    },
    onError: (error) => toast({ title: 'Error', description: errorMessage(error, 'The setting could not be saved.'), variant: 'destructive' }),
  });
  const save = (change: Partial<VideoSettings>) => update.mutate(change);

  if (settings.isError) return <LoadError what="Your video settings" onRetry={() => void settings.refetch()} />;
  if (!settings.data) return <Skeleton className="h-96 w-full" />;
  const value = settings.data;

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>Video and devices</h2>
          </CardTitle>
          <CardDescription>What your calls start with. You can switch devices during a call too.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor="video-quality">Default video quality</Label>
            <Select value={value.defaultVideoQuality} onValueChange={(next) => save({ defaultVideoQuality: next as VideoQuality })}>
              <SelectTrigger id="video-quality">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {VIDEO_QUALITIES.map((quality) => (
                  <SelectItem key={quality} value={quality}>
                    {VIDEO_QUALITY_LABELS[quality]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          {!devices.labelled && (
            <div className="flex flex-wrap items-center gap-3 rounded-md border p-3 text-sm">
              <Camera className="size-4 text-muted-foreground" aria-hidden="true" />
              <span className="flex-1">{blocked ? 'Camera or microphone blocked: allow access in the browser' : 'Allow camera and microphone access to choose devices by name.'}</span>
              <Button size="sm" variant="outline" onClick={() => void devices.allow().then((ok) => setBlocked(!ok))}>
                Allow access
              </Button>
            </div>
          )}
          <DeviceSelect id="camera-device" label="Camera" devices={devices.cameras} value={value.cameraDevice} onChange={(id) => save({ cameraDevice: id })} />
          <DeviceSelect id="microphone-device" label="Microphone" devices={devices.microphones} value={value.microphoneDevice} onChange={(id) => save({ microphoneDevice: id })} />
          <DeviceSelect id="speaker-device" label="Speaker" devices={devices.speakers} value={value.speakerDevice} onChange={(id) => save({ speakerDevice: id })} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>During calls</h2>
          </CardTitle>
          <CardDescription>Recording, chat and screen sharing.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          {SWITCHES.map((item) => (
            <div key={item.key} className="flex items-start justify-between gap-4">
              <div className="grid gap-1">
                <Label htmlFor={`setting-${item.key}`}>{item.label}</Label>
                <p className="text-sm text-muted-foreground">{item.help}</p>
              </div>
              <Switch id={`setting-${item.key}`} checked={value[item.key]} onCheckedChange={(checked) => save({ [item.key]: checked })} />
            </div>
          ))}
        </CardContent>
      </Card>
    </div>
  );
}
