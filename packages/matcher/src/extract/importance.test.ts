import { skillImportance } from './importance';
import { sectionSpans } from './sections';
import { locateHits } from './skills';

// How much a skill named in an ad says about the job, which decides which of the ad's skills a
// recruiter would list as must-haves.

const importanceIn = (title: string, body: string) => {
  const text = `${title}\n${body}`;
  const spans = sectionSpans(text, 'job');
  return skillImportance({
    title,
    text,
    hits: locateHits(text, spans),
    spans,
  });
};

describe('skills no role of the job lists', () => {
  const importance = importanceIn(
    'Data Scientist',
    `Responsibilities
- Build machine learning models in Python and SQL
- Use predictive analytics to forecast risks
- Support strategic planning`,
  );

  it('weighs a skill of the job field (big data) above a practice of another field (strategic planning)', () => {
    expect(importance('Big Data', 'Data & Analytics')).toBeGreaterThan(
      importance('Strategic Planning', 'Consulting & Strategy'),
    );
  });

  it('keeps the full weight of the job signature skills', () => {
    expect(importance('Machine Learning', 'Machine Learning & AI')).toBeGreaterThan(0.8);
  });
});
