import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { deviceLabel } from './use-media-devices';

const DEFAULT = 'default-device';

/** A device picker: the browser's default or one named device. */
export function DeviceSelect({ id, label, devices, value, onChange, disabled }: { id: string; label: string; devices: MediaDeviceInfo[]; value: string | null; onChange(id: string | null): void; disabled?: boolean }) {
  const known = value !== null && devices.some((device) => device.deviceId === value);
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Select value={known ? value! : DEFAULT} onValueChange={(next) => onChange(next === DEFAULT ? null : next)} disabled={disabled}>
        <SelectTrigger id={id}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={DEFAULT}>Browser default</SelectItem>
          {devices.map((device, index) => (
            <SelectItem key={device.deviceId} value={device.deviceId}>
              {deviceLabel(device, index)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
