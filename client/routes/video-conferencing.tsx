import { FileVideo, Settings, Video } from 'lucide-react';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { RecordingsLibrary } from '@/features/session-recordings/recordings-library';
import { CallView } from '@/features/video-sessions/call-view';
import { VideoSessionsList } from '@/features/video-sessions/video-sessions-list';
import { VideoSettingsPanel } from '@/features/video-sessions/video-settings-panel';

const TABS = ['sessions', 'settings', 'recordings'] as const;
type Tab = (typeof TABS)[number];

/** Video Conferencing: the person's video sessions, call settings and recordings; ?session={id} opens the call. */
export function VideoConferencingPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = TABS.includes(requested as Tab) ? (requested as Tab) : 'sessions';
  const callId = Number(params.get('session'));
  const inCall = Number.isInteger(callId) && callId > 0;

  const setTab = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );
  const join = (sessionId: number) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set('session', String(sessionId));
      return updated;
    });
  const leaveCall = useCallback(
    () =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.delete('session');
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );

  return (
    <div className="mx-auto w-full max-w-7xl space-y-6 p-4 sm:p-6 lg:p-8">
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Video Conferencing</h1>
        <p className="mt-1 text-muted-foreground">Meet face to face in the browser, share your screen and record your sessions.</p>
      </header>
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList>
          <TabsTrigger value="sessions">
            <Video className="size-4" aria-hidden="true" /> Video Sessions
          </TabsTrigger>
          <TabsTrigger value="settings">
            <Settings className="size-4" aria-hidden="true" /> Settings
          </TabsTrigger>
          <TabsTrigger value="recordings">
            <FileVideo className="size-4" aria-hidden="true" /> Recordings
          </TabsTrigger>
        </TabsList>
        <TabsContent value="sessions">
          <VideoSessionsList onJoin={join} />
        </TabsContent>
        <TabsContent value="settings">
          <VideoSettingsPanel />
        </TabsContent>
        <TabsContent value="recordings">
          <RecordingsLibrary />
        </TabsContent>
      </Tabs>
      {inCall && <CallView key={callId} sessionId={callId} onClose={leaveCall} />}
    </div>
  );
}

export default VideoConferencingPage;
