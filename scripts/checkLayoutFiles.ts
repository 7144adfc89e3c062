/**
 * `npx tsx scripts/checkLayoutFiles.ts FOLDER [--deals N]`: every layout file in FOLDER read as an
 * import reads it, each layout surveyed (core/survey.ts) and dealt N codes (default 5), timed; a shape
 * that is a built-in layout is named as such. For trying the collections players have without keeping
 * their files here. Prints one line a layout and a summary; exits 1 when any layout is refused or fails to deal.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { customLayout } from '../core/customLayout.ts';
import { dealFromCode } from '../core/deal.ts';
import { geometryOf } from '../core/layout.ts';
import { readLayoutFile, shapeId } from '../core/layoutFiles/index.ts';
import { builtInShapeOf } from '../core/layoutFiles/builtIn.ts';
import { initialPosition, remainingCount, removePair } from '../core/position.ts';
import { surveyLayout } from '../core/survey.ts';

const args = process.argv.slice(2);
const folder = args.find((a) => !a.startsWith('--'));
const dealsAt = args.indexOf('--deals');
const deals = dealsAt >= 0 ? Number(args[dealsAt + 1]) : 5;
if (!folder) {
  process.stderr.write('usage: npx tsx scripts/checkLayoutFiles.ts FOLDER [--deals N]\n');
  process.exit(2);
}

const files = readdirSync(folder).filter((f) => statSync(join(folder, f)).isFile()).sort();
const started = performance.now();
const times: number[] = [];
let added = 0;
let recognised = 0;
let refused = 0;
let failed = 0;
const built: string[] = [];
for (const file of files) {
  const read = readLayoutFile(file, readFileSync(join(folder, file), 'utf8'));
  for (const p of read.problems) {
    refused++;
    console.log(`REFUSED ${file} ${p.layout ?? ''}: ${p.reason} ${JSON.stringify(p.detail)}`);
  }
  for (const layout of read.layouts) {
    const same = builtInShapeOf(layout.slots);
    if (same) {
      recognised++;
      console.log(`BUILT-IN ${file} ${layout.name}: the shape of ${same.id} ${same.name}`);
      continue;
    }
    const t0 = performance.now();
    const survey = surveyLayout(layout.slots);
    const surveyMs = performance.now() - t0;
    if (!survey.dealable) {
      refused++;
      console.log(`REFUSED ${file} ${layout.name}: ${survey.dealing} (${layout.slots.length} tiles)`);
      continue;
    }
    added++;
    const custom = customLayout(shapeId(layout.slots), layout.slots, layout.name);
    dealFromCode(custom, 0); // the survey that picks shuffled or built, once a session, is not a deal's cost
    const mine: number[] = [];
    for (let n = 1; n <= deals; n++) {
      const t = performance.now();
      try {
        const deal = dealFromCode(custom, n * 7919);
        mine.push(performance.now() - t);
        let p = initialPosition(geometryOf(custom), deal.faces);
        for (const [a, b] of deal.plan) {
          const next = removePair(p, a, b);
          if (!next.ok) throw new Error(`plan move ${a},${b} is not legal: ${next.error.kind}`);
          p = next.value;
        }
        if (remainingCount(p) !== 0) throw new Error('the plan does not clear the board');
      } catch (e) {
        failed++;
        console.log(`FAILED ${file} ${layout.name}: ${(e as Error).message}`);
        break;
      }
    }
    times.push(...mine);
    if (survey.dealing === 'built') built.push(`${layout.name} (${layout.slots.length})`);
    const worst = Math.max(...mine);
    console.log(`ok ${file} ${layout.name}: ${layout.slots.length} tiles, ${survey.dealing}, ${survey.grade} ${Math.round(survey.winShare * 100)}%, survey ${surveyMs.toFixed(0)} ms, worst deal ${worst.toFixed(1)} ms`);
  }
}
times.sort((a, b) => a - b);
const at = (q: number): number => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
console.log(`\n${files.length} files: ${added} added, ${recognised} built-in shapes, ${refused} refused, ${failed} failed to deal`);
console.log(`built deals: ${built.length}${built.length ? `: ${built.join(', ')}` : ''}`);
console.log(`${times.length} deals: median ${at(0.5).toFixed(1)} ms, p99 ${at(0.99).toFixed(1)} ms, max ${(times[times.length - 1] ?? 0).toFixed(1)} ms`);
console.log(`total ${((performance.now() - started) / 1000).toFixed(1)} s`);
process.exit(refused + failed > 0 ? 1 : 0);
