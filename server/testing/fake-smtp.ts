import { type Socket, createServer } from 'node:net';

export interface FakeSmtp {
  url: string;
  /** Connections opened so far (a stalled one included). */
  readonly connections: number;
  /** Each message delivered to the end of DATA, as its raw text. */
  readonly messages: string[];
  /** The next `count` connections are accepted and never greeted, as a hung mail server does. */
  stallNext(count: number): void;
  close(): Promise<void>;
}

/** A minimal SMTP server on a free port (greeting, EHLO/HELO, MAIL, RCPT, DATA, RSET, NOOP, QUIT): the network boundary of mail tests. */
export async function startFakeSmtp(): Promise<FakeSmtp> {
  const messages: string[] = [];
  const sockets = new Set<Socket>();
  let connections = 0;
  let stalls = 0;
  const server = createServer((socket) => {
    connections++;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    if (stalls > 0) {
      stalls--;
      return;
    }
    let buffer = '';
    let inData = false;
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 fake-smtp ready');
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          messages.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          inData = false;
          reply('250 queued');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline < 0) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') socket.write('250-fake-smtp\r\n250 8BITMIME\r\n');
        else if (verb === 'DATA') {
          inData = true;
          reply('354 end with <CRLF>.<CRLF>');
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
          return;
        } else reply('250 OK');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('fake SMTP server has no port');
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    get connections() {
      return connections;
    },
    messages,
    stallNext(count) {
      stalls = count;
    },
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
