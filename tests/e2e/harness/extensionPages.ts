import type { ExtensionBrowser, ExtensionPage } from './types.ts';

export interface Viewport {
  width: number;
  height: number;
}

/** How often a wait asks the page again: a few times a frame's worth, so a test follows the page closely without busying it. */
export const POLL_MS = 25;
export const VIEWPORT: Viewport = { width: 1280, height: 800 };
/** Chromium's popup is at most 800 × 600. */
export const POPUP_VIEWPORT: Viewport = { width: 800, height: 600 };

/** Which extension page each "open" names, the same in every browser; opening a URL is the browser's part. */
export abstract class ExtensionPages implements Pick<ExtensionBrowser, 'openPage' | 'openNewTab' | 'openPopup'> {
  abstract readonly origin: string;

  protected abstract open(url: string, viewport?: Viewport): Promise<ExtensionPage>;

  openPage(path: string): Promise<ExtensionPage> {
    return this.open(`${this.origin}/${path}`);
  }

  openNewTab(hash?: string): Promise<ExtensionPage> {
    return this.openPage(hash ? `newtab.html#${hash}` : 'newtab.html');
  }

  openPopup(): Promise<ExtensionPage> {
    return this.open(`${this.origin}/popup.html`, POPUP_VIEWPORT);
  }
}
