import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { DeviceSelect } from './device-select';
import { useMediaDevices } from './use-media-devices';

interface DevicePickerDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The camera and microphone this call sends now (not the saved defaults, which the browser may not have honoured). */
  current: { audio: string | null; video: string | null };
  speaker: string | null;
  onCamera(id: string): void;
  onMicrophone(id: string): void;
  onSpeaker(id: string | null): void;
}

/** Switch camera, microphone or speaker during the call (the settings give the starting ones). */
export function DevicePickerDialog({ open, onOpenChange, current, speaker, onCamera, onMicrophone, onSpeaker }: DevicePickerDialogProps) {
  const devices = useMediaDevices();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Devices</DialogTitle>
          <DialogDescription>Choose what this call uses. Your defaults are in Video Conferencing settings.</DialogDescription>
        </DialogHeader>
        <div className="grid gap-4">
          <DeviceSelect id="call-camera" label="Camera" devices={devices.cameras} value={current.video} onChange={(id) => id && onCamera(id)} />
          <DeviceSelect id="call-microphone" label="Microphone" devices={devices.microphones} value={current.audio} onChange={(id) => id && onMicrophone(id)} />
          <DeviceSelect id="call-speaker" label="Speaker" devices={devices.speakers} value={speaker} onChange={onSpeaker} />
        </div>
      </DialogContent>
    </Dialog>
  );
}
