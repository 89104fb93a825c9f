import { signed } from './sender';

// The recruiter's name under an outreach message (issue #29): once, never twice.
describe('signed', () => {
  it('puts the name under a sign-off line', () => {
    expect(signed('Hello Rita,\n\nAll the best', 'Pia Owner')).toBe(
      'Hello Rita,\n\nAll the best\nPia Owner',
    );
  });

  it('puts the name in its own paragraph after a sentence', () => {
    expect(signed('Hello Rita, let us talk.', 'Pia Owner')).toBe(
      'Hello Rita, let us talk.\n\nPia Owner',
    );
  });

  it('leaves a sign-off the recruiter already signed with their first name', () => {
    expect(signed('Hello Rita,\n\nBest, Pia', 'Pia Owner')).toBe('Hello Rita,\n\nBest, Pia');
  });

  it('signs a sign-off that names someone else', () => {
    expect(signed('Hello Rita,\n\nBest, Piano team', 'Pia Owner')).toBe(
      'Hello Rita,\n\nBest, Piano team\nPia Owner',
    );
  });

  it('leaves a message without a known name as written', () => {
    expect(signed('Hello Rita,\n\nBest', null)).toBe('Hello Rita,\n\nBest');
  });
});
