import { readRepoFile } from './yaml';

/**
 * .dockerignore's rules as Docker applies them: patterns are anchored at the context root, `*`
 * and `?` stay within one path segment, `**` spans any number, a pattern that matches a folder
 * excludes what is inside it, `!` re-includes, and the last matching rule wins.
 */
export function dockerignore(text = readRepoFile('.dockerignore')): (file: string) => boolean {
  const rules = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const include = line.startsWith('!');
      const pattern = (include ? line.slice(1) : line).replace(/^\/+/, '').replace(/\/+$/, '');
      return { include, regex: toRegex(pattern) };
    });
  return (file: string) => {
    const segments = file.split('/');
    // The file itself and each folder above it: excluding a folder excludes its contents.
    const candidates = segments.map((_, i) => segments.slice(0, i + 1).join('/'));
    let ignored = false;
    for (const rule of rules) {
      const matches = rule.include
        ? rule.regex.test(file)
        : candidates.some((candidate) => rule.regex.test(candidate));
      if (matches) ignored = !rule.include;
    }
    return ignored;
  };
}

function toRegex(pattern: string): RegExp {
  let source = '';
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!;
    if (c === '*' && pattern[i + 1] === '*') {
      // `**/` matches zero or more folders; a trailing `**` matches everything below.
      source += pattern[i + 2] === '/' ? '(?:.*/)?' : '.*';
      i += pattern[i + 2] === '/' ? 2 : 1;
    } else if (c === '*') source += '[^/]*';
    else if (c === '?') source += '[^/]';
    else source += c.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}
