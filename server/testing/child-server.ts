import { type ChildProcess, spawn } from 'node:child_process';
import { inject } from 'vitest';

export interface ChildServer {
  url: string;
  child: ChildProcess;
  /** Everything the process wrote so far (stdout and stderr). */
  output(): string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
}

/** Starts the real entry point (`server/index.ts`, bundled as `npm start` runs it) in a child process and waits until it listens. */
export async function startChildServer(env: Record<string, string>, timeoutMs = 60_000): Promise<ChildServer> {
  const child = spawn(process.execPath, [inject('serverBundle')], {
    cwd: process.cwd(),
    env: { PATH: process.env.PATH ?? '', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  // pino logs the address it listens on (PORT=0 picks a free one).
  const deadline = Date.now() + timeoutMs;
  let url: string | undefined;
  while (!url && Date.now() < deadline && child.exitCode === null && child.signalCode === null) {
    url = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
    if (!url) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  if (!url) {
    child.kill('SIGKILL');
    throw new Error(`the server did not start within ${timeoutMs / 1000} s:\n${output}`);
  }
  return { url, child, output: () => output, exited };
}
