#!/usr/bin/env node
// node scripts/check-doc-links.mjs — every relative link in the repository's Markdown files points to a file or
// folder that exists. Prints each broken link as `file:line: target` and exits 1 if there is one.
// Links to other sites (http:, https:, mailto:) and to an anchor of the same page are not checked.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*.md'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((f) => f && !f.startsWith('node_modules/'));

// [text](target) and ![alt](target), the target up to a space (an optional "title") or the closing parenthesis.
const LINK = /!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;
let broken = 0;
let checked = 0;
for (const file of tracked) {
  const lines = readFileSync(join(root, file), 'utf8').split('\n');
  let fenced = false;
  lines.forEach((line, i) => {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced) return;
    for (const m of line.matchAll(LINK)) {
      const target = m[1];
      if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('#')) continue;
      const path = decodeURI(target.replace(/[#?].*$/, ''));
      checked++;
      if (!existsSync(resolve(root, dirname(file), path))) {
        broken++;
        console.log(`${file}:${i + 1}: ${target}`);
      }
    }
  });
}
console.log(`${checked} relative links in ${tracked.length} Markdown files, ${broken} broken`);
process.exit(broken ? 1 : 0);
