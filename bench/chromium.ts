import type { BrowserContext } from 'playwright-core';
import { chromium } from 'playwright-core';
import { findChromium, unpackedExtensionId } from '../tests/e2e/harness/index.ts';

/** Headless Chromium with the unpacked build at `extensionDir` loaded in the profile at `profileDir`. */
export async function launchBenchChromium(extensionDir: string, profileDir: string): Promise<{ context: BrowserContext; origin: string }> {
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: findChromium(),
    headless: true,
    args: [
      `--disable-extensions-except=${extensionDir}`,
      `--load-extension=${extensionDir}`,
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
    ],
  });
  return { context, origin: `chrome-extension://${unpackedExtensionId(extensionDir)}` };
}
