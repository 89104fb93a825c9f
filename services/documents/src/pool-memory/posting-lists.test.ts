import { PostingLists } from './posting-lists';

// The lists alone: whatever candidates are replaced or forgotten (compaction included), the best
// are the exact sums over each candidate's current postings, ties by id.

function brute(held: Map<string, Map<number, number>>, query: Map<number, number>, depth: number) {
  return [...held]
    .map(([id, postings]) => {
      let score = 0;
      for (const [term, w] of postings) score += (query.get(term) ?? 0) * Math.fround(w);
      return { id, score };
    })
    .filter((c) => c.score > 0)
    .sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : 1))
    .slice(0, depth);
}

test('the best after replacements and erasures, compacted or not, are the exact sums', () => {
  let seed = 7;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const lists = new PostingLists();
  const held = new Map<string, Map<number, number>>();
  let pushed = 0;
  const put = (id: string) => {
    const postings = new Map<number, number>();
    for (let k = 0; k < 6; k++)
      postings.set(Math.floor(random() * 40), Math.round(random() * 4) / 4);
    held.set(id, postings);
    pushed += postings.size;
    lists.replace(id, [...postings.keys()], [...postings.values()]);
  };
  for (let i = 0; i < 3000; i++) put(`c${String(i).padStart(5, '0')}`);
  const query = new Map(Array.from({ length: 10 }, (_, i) => [i * 3, 0.25 + (i % 4) / 4]));
  const asList = [...query].map(([term, weight]) => ({ term, weight }));
  expect(lists.top(asList, 100)).toEqual(brute(held, query, 100));
  // 1,500 re-indexed and 500 erased: past a quarter dead, the lists compact.
  for (let i = 0; i < 1500; i++) put(`c${String(i * 2).padStart(5, '0')}`);
  for (let i = 0; i < 500; i++) {
    const id = `c${String(i * 6 + 1).padStart(5, '0')}`;
    held.delete(id);
    lists.forget(id);
  }
  expect(lists.candidates).toBe(2500);
  // Weights in quarters tie often: the order among equals is by id, as in SQL.
  expect(lists.top(asList, 100)).toEqual(brute(held, query, 100));
  expect(lists.top(asList, 5000)).toEqual(brute(held, query, 5000));
  // Compaction dropped dead postings (without it every posting ever added stays).
  expect(lists.postings).toBeLessThan(pushed);
});
