import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every document the code and the docs cite is in the repository: each `docs/….md` path named in
 * a source file, a script or a document exists, and so does its `#anchor` (a heading of that
 * file, as GitHub makes anchors); each relative Markdown link in a document resolves too.
 */

const root = path.resolve(import.meta.dirname, '../../..');
const SCANNED = ['apps', 'packages', 'scripts', 'docs', 'bench', 'README.md'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'artifacts', 'data', '.vite', 'coverage']);
const TEXT_FILE = /\.(ts|tsx|mts|cts|js|mjs|cjs|css|sql|md|json|html)$/;

function walk(entry: string, out: string[]): string[] {
  const full = path.join(root, entry);
  if (!existsSync(full)) return out;
  if (statSync(full).isDirectory()) {
    for (const name of readdirSync(full)) {
      if (!SKIPPED_DIRS.has(name) && !name.startsWith('.')) walk(path.join(entry, name), out);
    }
  } else if (TEXT_FILE.test(entry)) {
    out.push(entry);
  }
  return out;
}

/** GitHub's heading anchors: lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const base = (heading[1] ?? '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count ? `${base}-${count}` : base);
  }
  return anchors;
}

const anchorCache = new Map<string, Set<string>>();
function problemWith(target: string, anchor: string | undefined): string | null {
  const full = path.join(root, target);
  if (!existsSync(full)) return 'no such file';
  if (anchor && target.endsWith('.md')) {
    if (!anchorCache.has(target)) anchorCache.set(target, anchorsOf(readFileSync(full, 'utf8')));
    if (!anchorCache.get(target)!.has(anchor)) return `no heading #${anchor}`;
  }
  return null;
}

const files = SCANNED.flatMap((entry) => walk(entry, []));

describe('references to documents', () => {
  it('finds the files it checks', () => {
    expect(files).toContain('docs/product.md');
    expect(files.filter((f) => f.startsWith('apps/')).length).toBeGreaterThan(100);
  });

  it('resolves every docs/… path cited from code, scripts and documents, anchors included', () => {
    const broken: string[] = [];
    let checked = 0;
    for (const file of files) {
      const text = readFileSync(path.join(root, file), 'utf8');
      for (const match of text.matchAll(/(?<![\w./-])docs\/[\w./-]*?\.md(?:#([\w-]+))?/g)) {
        checked++;
        const [target] = match[0].split('#');
        const problem = problemWith(target!, match[1]);
        if (problem) broken.push(`${file}: ${match[0]} (${problem})`);
      }
    }
    expect(checked).toBeGreaterThan(400);
    expect(broken).toEqual([]);
  });

  it('resolves every relative link in the Markdown documents', () => {
    const broken: string[] = [];
    for (const file of files.filter((f) => f.endsWith('.md'))) {
      const text = readFileSync(path.join(root, file), 'utf8');
      for (const match of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        const link = match[1]!;
        if (/^[a-z]+:/i.test(link)) continue;
        const [target, anchor] = link.split('#');
        const resolved = target ? path.normalize(path.join(path.dirname(file), target)) : file;
        const problem = problemWith(resolved, anchor);
        if (problem) broken.push(`${file}: ${link} (${problem})`);
      }
    }
    expect(broken).toEqual([]);
  });
});
