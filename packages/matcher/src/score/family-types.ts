/** One occupation family as written in the data files. */
export interface FamilyData {
  id: string;
  /** How a recruiter would name the family, e.g. "culinary and kitchen". */
  label: string;
  /** Families whose people often do the same work; a match across them earns partial credit. */
  related?: string[];
  /** Space-separated title words and phrases: `word_word@level` or `word@level:weight`. */
  titles: string;
}
