// "Java, PL/SQL Developer", "Python, Django Developer": skills listed with commas before a role
// noun qualify the role together. A recruiter reads a Java and PL/SQL developer, not a Java
// something with a PL/SQL developer after it as a qualifier, nor an employer "Java".
import { getRegistry } from './registry';
import { hasRoleNoun, lineWords } from './title-words';

/** More leading items than this are a skills line, not a title. */
const MOST_QUALIFIERS = 4;

/** A known skill ("Java", "HTML/CSS" item by item) that names no role itself. */
function isSkillQualifier(item: string): boolean {
  const text = item.trim();
  if (!text || text.split(/\s+/).length > 3 || hasRoleNoun(lineWords(text))) return false;
  const known = (form: string) => getRegistry().byForm.has(form.trim().toLowerCase());
  return known(text) || text.split('/').every(known);
}

/**
 * How many leading items of a title split at its commas are skills that qualify the role item
 * after them ("Java", "PL/SQL Developer" -> 1); 0 when the first item is not such a skill.
 */
export function skillsBeforeRole(items: readonly string[]): number {
  let count = 0;
  while (count < items.length - 1 && count < MOST_QUALIFIERS && isSkillQualifier(items[count]!))
    count++;
  if (count === 0) return 0;
  return hasRoleNoun(lineWords(items[count] ?? '')) ? count : 0;
}

/** The items with the skills before a role joined to it by `separator`: one title. */
export function withSkillsJoined(items: readonly string[], separator: string): string[] {
  const joined = skillsBeforeRole(items);
  if (joined === 0) return [...items];
  return [items.slice(0, joined + 1).join(separator), ...items.slice(joined + 1)];
}
