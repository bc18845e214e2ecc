import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fa } from '../../../../i18n/fa';
import { historiesMessages } from '../../histories/messages';
import { resultsMessages } from '../../results/messages';
import { flattenMessages, latinTexts, type MessageTree as Tree } from '../../shared/messageTree';
import { staffMessages } from '../../staffing/messages';
import { teamsMessages } from '../../teams/messages';
import { waitlistMessages } from '../../waitlist/messages';
import { projectsMessages } from '../messages';

const ours = { projectsMessages, teamsMessages, staffMessages, resultsMessages, historiesMessages, waitlistMessages };
const learning = join(dirname(fileURLToPath(import.meta.url)), '../..');
const folders = ['projects', 'teams', 'staffing', 'results', 'histories', 'waitlist'];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.spec\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The console's texts with ours merged the way the lead merges them (spread side by side). */
const merged = flattenMessages({
  ...(fa as unknown as Tree),
  resources: {
    ...(fa.resources as unknown as Tree),
    ...Object.values(ours).reduce((acc, m) => ({ ...acc, ...(m.resources as Tree) }), {} as Tree),
  },
  app: {
    ...(fa.app as unknown as Tree),
    ...Object.values(ours).reduce(
      (acc, m) => ({ ...acc, ...(m.app as unknown as Tree) }),
      {} as Tree,
    ),
  },
});

/** A key with a text, or a label table (`app.lma_projects.type` → its `.SOLO`, `.TEAM`). */
const known = (key: string) =>
  merged.has(key) || [...merged.keys()].some((k) => k.startsWith(`${key}.`));

describe('classroom tabs messages', () => {
  it('are Persian: no Latin word a person could read', () => {
    for (const [name, messages] of Object.entries(ours)) {
      expect(latinTexts(flattenMessages(messages as unknown as Tree)), name).toEqual([]);
    }
  });

  it('take keys nobody else uses (they merge by spreading)', () => {
    const seen = new Map<string, string>();
    for (const [name, messages] of Object.entries(ours)) {
      for (const group of ['resources', 'app'] as const) {
        const console_ = fa[group] as unknown as Record<string, unknown>;
        for (const [key, value] of Object.entries(messages[group] as Record<string, unknown>)) {
          // In the console's texts it is this very object (merged), never someone else's.
          expect([undefined, value], `${name}: ${group}.${key}`).toContain(console_[key]);
          expect(seen.get(`${group}.${key}`), `${name}: ${group}.${key}`).toBeUndefined();
          seen.set(`${group}.${key}`, name);
        }
      }
    }
  });

  it('have every key the tabs ask for', () => {
    const missing: string[] = [];
    for (const folder of folders) {
      for (const file of sources(join(learning, folder))) {
        const text = readFileSync(file, 'utf8');
        const where = relative(learning, file);
        for (const m of text.matchAll(/['"`]((?:app|ra|resources)\.[\w-]+(?:\.[\w-]+)+)['"`]/g)) {
          if (!known(m[1])) missing.push(`${where}: ${m[1]}`);
        }
        // `${texts(kind)}.add` in the staff tab: both kinds.
        for (const m of text.matchAll(/\$\{texts\(kind\)\}\.(\w+)/g)) {
          for (const kind of ['grader', 'leader']) {
            const key = `app.lma_staff.${kind}.${m[1]}`;
            if (!merged.has(key)) missing.push(`${where}: ${key}`);
          }
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('title every column and filter of the tables', () => {
    const tables: Record<string, string[]> = {
      'projects/ProjectsTab.tsx': ['lma-projects'],
      'projects/ProjectForm.tsx': ['lma-projects'],
      'projects/HandIns.tsx': ['lma-project-handins'],
      'teams/TeamsTab.tsx': ['lma-teams'],
      'staffing/StaffTab.tsx': ['lma-classroom-staff'],
      'results/ResultsTab.tsx': ['lma-transcripts', 'lma-activity'],
      'histories/UnitHistories.tsx': ['lma-histories'],
    };
    const missing: string[] = [];
    for (const [file, resources] of Object.entries(tables)) {
      const text = readFileSync(join(learning, file), 'utf8');
      const columns = [...text.matchAll(/DataTable\.Col source="([\w.]+)"/g)].map((m) => m[1]);
      const filters = [...text.matchAll(/key="(\w+)"\s+source="(\w+)"/g)].map((m) => m[2]);
      const labels = [...text.matchAll(/\b(?:label|field)\('(\w+)'\)/g)].map((m) => m[1]);
      expect(columns.length + labels.length, file).toBeGreaterThan(0);
      for (const source of [...columns, ...filters, ...labels]) {
        if (!resources.some((r) => merged.has(`resources.${r}.fields.${source}`))) {
          missing.push(`${file}: ${source}`);
        }
      }
      for (const r of resources) expect(merged.get(`resources.${r}.name`), r).toBeTruthy();
    }
    expect(missing).toEqual([]);
  });
});
