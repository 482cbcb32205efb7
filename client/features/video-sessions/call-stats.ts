import type { ConnectionQuality } from './call-controller';

type StatsEntry = RTCStats & Record<string, unknown>;

/** Packet counters of what a connection received, kept between measurements. */
export interface ReceiveCounters {
  packetsLost: number;
  packetsReceived: number;
}

/** The most frames any of these senders has encoded so far (outbound-rtp framesEncoded). */
export async function framesEncoded(senders: RTCRtpSender[]): Promise<number> {
  let frames = 0;
  for (const sender of senders) {
    (await sender.getStats()).forEach((entry: StatsEntry) => {
      if (entry.type === 'outbound-rtp') frames = Math.max(frames, Number(entry.framesEncoded ?? 0));
    });
  }
  return frames;
}

/**
 * A connection's quality from getStats: round-trip time of the selected candidate pair and the packet
 * loss received since the previous measurement (`previous`, whose successor is returned).
 */
export async function linkQuality(pc: RTCPeerConnection, previous: ReceiveCounters): Promise<{ quality: ConnectionQuality; stats: ReceiveCounters }> {
  const report = await pc.getStats();
  let rtt: number | null = null;
  let lost = 0;
  let received = 0;
  report.forEach((entry: StatsEntry) => {
    if (entry.type === 'candidate-pair' && entry.state === 'succeeded' && typeof entry.currentRoundTripTime === 'number') rtt = entry.currentRoundTripTime;
    if (entry.type === 'inbound-rtp') {
      lost += Number(entry.packetsLost ?? 0);
      received += Number(entry.packetsReceived ?? 0);
    }
  });
  const newLost = lost - previous.packetsLost;
  const newReceived = received - previous.packetsReceived;
  const loss = newLost + newReceived > 0 ? newLost / (newLost + newReceived) : 0;
  const seconds = rtt ?? 0;
  const quality: ConnectionQuality = seconds < 0.15 && loss < 0.02 ? 'good' : seconds < 0.4 && loss < 0.08 ? 'fair' : 'poor';
  return { quality, stats: { packetsLost: lost, packetsReceived: received } };
}
