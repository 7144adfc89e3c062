import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { extensionBuild, type BuildTarget } from '../harness/index.ts';

/** The parts of a built manifest the tests look at. */
export interface BuiltManifest {
  manifest_version: number;
  permissions?: string[];
  host_permissions?: string[];
  chrome_url_overrides?: { newtab?: string };
  browser_specific_settings?: {
    gecko?: { id?: string; strict_min_version?: string; data_collection_permissions?: { required?: string[] } };
  };
}

export function readManifest(target: BuildTarget): BuiltManifest {
  return JSON.parse(readFileSync(join(extensionBuild(target), 'manifest.json'), 'utf8')) as BuiltManifest;
}
