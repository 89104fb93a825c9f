// Products named like jobs: "SQL Server", "Team Foundation Server", "AWS Secrets Manager" end in a
// role noun of another trade (a waiter's "server", a manager), so a reader that looks for role
// nouns takes them, and a skills line's "Tools: SQL Server 14", for a job title.
import { TECHNICAL_CATEGORIES } from './knowledge';
import { getRegistry } from './registry';
import { fieldFactor } from './skill-fields';
import { readTitle } from './title-reading';

const TECHNICAL = new Set<string>(TECHNICAL_CATEGORIES);
/** A version after a product's name: "2014", "14", "6.0", "v3". */
const VERSION = /\s+v?\d+(?:\.\d+)*$/i;
/** Below this, a skill's field and the field its role noun names are other work. */
const OTHER_FIELD = 0.6;

/**
 * True for the name of a technical product, with or without its version, whose role noun names
 * work of another field than the product's: a tool, not a job title. One word is never read so
 * ("Chef" is a cook before it is a configuration tool), nor is a product whose role noun is of
 * its own field ("Cloud Architect").
 */
export function namesTool(text: string): boolean {
  const bare = text.trim().replace(VERSION, '');
  if (!/\s/.test(bare)) return false;
  const skill = getRegistry().byForm.get(bare.replace(/\s+/g, ' ').toLowerCase());
  if (!skill || !TECHNICAL.has(skill.category)) return false;
  const reading = readTitle(bare);
  return reading.families.size > 0 && fieldFactor(skill.category, reading.families) < OTHER_FIELD;
}
