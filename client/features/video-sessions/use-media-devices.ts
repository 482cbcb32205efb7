import { useCallback, useEffect, useState } from 'react';

export interface MediaDeviceChoices {
  cameras: MediaDeviceInfo[];
  microphones: MediaDeviceInfo[];
  speakers: MediaDeviceInfo[];
  /** Labels are hidden until the person has allowed the camera or microphone once. */
  labelled: boolean;
  /** Asks for access so the devices can be named; false when the browser refused. */
  allow(): Promise<boolean>;
}

/** The browser's cameras, microphones and speakers, kept current as devices come and go. */
export function useMediaDevices(): MediaDeviceChoices {
  const [devices, setDevices] = useState<MediaDeviceInfo[]>([]);

  const refresh = useCallback(async () => {
    if (!navigator.mediaDevices?.enumerateDevices) return;
    setDevices(await navigator.mediaDevices.enumerateDevices());
  }, []);

  useEffect(() => {
    const load = () => void navigator.mediaDevices?.enumerateDevices?.().then(setDevices);
    load();
    navigator.mediaDevices?.addEventListener?.('devicechange', load);
    return () => navigator.mediaDevices?.removeEventListener?.('devicechange', load);
  }, []);

  const allow = useCallback(async () => {
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ video: true, audio: true });
      stream.getTracks().forEach((track) => track.stop());
      await refresh();
      return true;
    } catch (error) {
      console.error('Camera or microphone blocked: allow access in the browser', error);
      return false;
    }
  }, [refresh]);

  const real = devices.filter((device) => device.deviceId !== '');
  return {
    cameras: real.filter((device) => device.kind === 'videoinput'),
    microphones: real.filter((device) => device.kind === 'audioinput'),
    speakers: real.filter((device) => device.kind === 'audiooutput'),
    labelled: real.some((device) => device.label !== ''),
    allow,
  };
}

export function deviceLabel(device: MediaDeviceInfo, index: number): string {
  const kind = device.kind === 'videoinput' ? 'Camera' : device.kind === 'audioinput' ? 'Microphone' : 'Speaker';
  return device.label || `${kind} ${index + 1}`;
}
