import { readLevelWords, SHORT_ROLE_NOUNS, statingPhrases, TITLE_WORDS } from './title-words';
import { isJobTitle, titleSeniority } from './titles';
import { readTitle } from './title-reading';

describe('the one list of role nouns', () => {
  it('a plain noun is a title noun; `~` keeps a common word from making a line a title', () => {
    expect(TITLE_WORDS).toContain('accountant');
    expect(TITLE_WORDS).not.toContain('staff');
    expect(isJobTitle('Kitchen Staff')).toBe(false);
  });

  it('`!` marks a role noun without a role ending, which then implies its family level', () => {
    expect([...SHORT_ROLE_NOUNS]).toEqual(expect.arrayContaining(['chef', 'nurse', 'rn', 'staff']));
    expect(SHORT_ROLE_NOUNS.has('accountant')).toBe(false);
    // "kitchen_staff@1" in the culinary family: a role, so level 1 on its own.
    expect(readTitle('Kitchen Staff').level).toBe(1);
  });
});

describe('the one list of level words', () => {
  it('reads a level, a shift and the seniority a word states', () => {
    expect(readLevelWords('manager@4> senior@+0.5> intern@1< owner@5 internship<')).toEqual([
      { phrase: 'manager', level: '4', states: 'Senior' },
      { phrase: 'senior', level: '+0.5', states: 'Senior' },
      { phrase: 'intern', level: '1', states: 'Junior' },
      { phrase: 'owner', level: '5' },
      { phrase: 'internship', states: 'Junior' },
    ]);
    expect(() => readLevelWords('manager@four')).toThrow(/Malformed level word/);
  });

  it('joins words with "_" and states seniority from the list', () => {
    expect(statingPhrases('Senior')).toEqual(expect.arrayContaining(['vice president', 'ceo']));
    expect(statingPhrases('Junior')).toEqual(
      expect.arrayContaining(['entry level', 'entry-level']),
    );
    expect(titleSeniority('Entry Level Accountant')).toBe('Junior');
    expect(titleSeniority('Executive Chef')).toBe('Senior');
    expect(readTitle('Owner').level).toBe(5);
  });
});
