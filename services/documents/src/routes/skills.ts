import { skillSuggestQuery } from '@shortlist/contracts';
import { handle } from '@shortlist/kit';
import { allSkillNames, canonicalSkill } from '@shortlist/matcher';
import { Router } from 'express';

/**
 * The skills Shortlist knows, for the requirement editor's suggestions as a recruiter types.
 * Public: it is the taxonomy's names, the same for everyone.
 */
export function skillRoutes(): Router {
  const router = Router();
  router.get(
    '/',
    handle((req) => {
      const { q, limit } = skillSuggestQuery.parse(req.query);
      return suggestSkills(q, limit);
    }),
  );
  return router;
}

/** An alias's skill first ("k8s" → Kubernetes), then names starting with the text, then containing it. */
export function suggestSkills(text: string, limit: number): string[] {
  const q = text.trim().toLowerCase();
  if (!q) return [];
  const names = allSkillNames();
  const starts = names.filter((n) => n.toLowerCase().startsWith(q));
  const contains = names.filter(
    (n) => !n.toLowerCase().startsWith(q) && n.toLowerCase().includes(q),
  );
  const byAlias = canonicalSkill(text);
  const ordered = [
    ...(byAlias ? [byAlias] : []),
    ...starts.sort(byLength),
    ...contains.sort(byLength),
  ];
  return [...new Set(ordered)].slice(0, limit);
}

const byLength = (a: string, b: string) => a.length - b.length || a.localeCompare(b);
