import { defineWebExtConfig } from 'wxt';

// `npm run dev` opens a browser with the extension only where there is a display
// to show it; elsewhere (CI, SSH) it just builds, watches and says how to load
// the build by hand. Set CHROME_PATH / FIREFOX_PATH to pick the browsers it opens.
const hasDisplay = process.platform !== 'linux' || Boolean(process.env.DISPLAY || process.env.WAYLAND_DISPLAY);

export default defineWebExtConfig({
  disabled: !hasDisplay,
  binaries: {
    ...(process.env.CHROME_PATH ? { chrome: process.env.CHROME_PATH } : {}),
    ...(process.env.FIREFOX_PATH ? { firefox: process.env.FIREFOX_PATH } : {}),
  },
});
