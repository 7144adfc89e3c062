import { pageBundle, type BundleSize } from './bundle.ts';
import { withBudget, type Figure } from './report.ts';

/** Issue budget: what the new tab loads before it can draw, in gzip kB. */
export const NEWTAB_GZIP_BUDGET_KB = 60;

const kB = (bytes: number) => Math.round(bytes / 100) / 10;

export function bundleSizes(outDir: string): BundleSize[] {
  return ['newtab.html', 'popup.html'].map((page) => pageBundle(outDir, page));
}

export function bundleFigures(sizes: readonly BundleSize[]): Figure[] {
  return sizes.flatMap((b) => {
    const page = b.page.replace('.html', '');
    const lazy = `+ ${kB(b.lazyGzipBytes)} kB gzip loaded on demand`;
    const gzip = { group: 'bundle', name: `${page} JS+CSS gzip`, value: kB(b.gzipBytes), unit: 'kB', note: lazy };
    return [
      page === 'newtab' ? withBudget({ ...gzip, max: NEWTAB_GZIP_BUDGET_KB }) : gzip,
      { group: 'bundle', name: `${page} JS+CSS raw`, value: kB(b.rawBytes), unit: 'kB', note: `${b.files.length} files` },
    ];
  });
}
