import type { TestProject } from 'vitest/node';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One Chromium for the whole browser-test run; each file connects and works in its own contexts. */
    chromiumWsEndpoint: string;
  }
}

/** Launches the shared Chromium once: files connect to it instead of each starting their own. */
export default async function setup(project: TestProject) {
  const server = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  project.provide('chromiumWsEndpoint', server.wsEndpoint());
  return () => server.close();
}
