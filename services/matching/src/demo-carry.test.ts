import type { Analysis } from '@shortlist/contracts';
import { startMatchingStack, type MatchingStack } from './test-support/stack';

jest.setTimeout(90_000);

// Issue #29 item 7: the analyses a visitor ran in the demo, carried into the account they make,
// run to completion live and take none of its daily matches (the visitor ran them already).

describe('a demo analysis carried into a new account', () => {
  let p: MatchingStack;
  beforeAll(async () => {
    p = await startMatchingStack();
    p.matching.startWorker();
  });
  afterAll(() => p.close());

  test('completes live and is not charged; past the demo’s three, a carried run is charged', async () => {
    const user = p.newUser();
    const job = await p.uploadJob(user, {
      title: 'Frontend Engineer',
      company: 'Acme',
      skills: ['React', 'TypeScript', 'CSS'],
    });
    const people = [];
    for (const name of ['Ann Carry', 'Bob Carry', 'Cid Carry', 'Dan Carry'])
      people.push(await p.uploadCandidate(user, { name, skills: ['React', 'TypeScript'] }));
    const live = await p.live(user);

    const carry = (candidateId: string) =>
      p.api(user).post(`/api/analysis/${candidateId}/${job.id}`, { carriedFromDemo: true });
    const done = async (candidateId: string) => {
      const started = await carry(candidateId);
      expect(started.status).toBe(202);
      const { analysis } = await live.waitFor(
        'analysis:completed',
        (e) => e.analysis.id === (started.body as Analysis).id,
      );
      return analysis;
    };

    for (const person of people.slice(0, 3)) {
      const analysis = await done(person.id);
      expect(analysis).toMatchObject({ status: 'completed', candidateId: person.id });
      expect(analysis.matchPercentage).toEqual(expect.any(Number));
    }
    expect((await p.usage(user)).dailyMatches).toMatchObject({ used: 0, limit: 3, remaining: 3 });

    // A fourth "carried" run is more than a demo could make: an ordinary, charged run.
    await done(people[3]!.id);
    expect((await p.usage(user)).dailyMatches).toMatchObject({ used: 1, remaining: 2 });
    live.close();
  });
});
