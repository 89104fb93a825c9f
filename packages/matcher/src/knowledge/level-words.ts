// The one list of words that say how senior a role is but not what the work is. Read by
// taxonomy/lexicon.ts (the level of a title) and taxonomy/titles.ts (the seniority a title
// states). Notation, words joined by "_":
//   `word@n`   the level the word implies on its own (1 entry … 5 executive); `@+n`/`@-n` shift it
//   `>` / `<`  a title with the word states Senior / Junior
export const LEVEL_WORDS = `
chief@5> president@5> vice_president@5> vp@5> svp@5 evp@5 owner@5 founder@5> partner@4.5>
principal@4> director@4> head@4> manager@4> supervisor@4 superintendent@4 lead@3.5> leader@3.5
team_lead@3.5 team_leader@3.5 coordinator@3 administrator@3 specialist@3 analyst@3 officer@3
consultant@3 generalist@3 executive@3.5 associate@2.5 representative@2 rep@2 agent@2.5
assistant@2 clerk@2 aide@2 attendant@2 worker@1.5 laborer@1.5 helper@1.5 crew@1.5 intern@1<
trainee@1< apprentice@1< student@1 volunteer@1 assistant_manager@3.5 assistant_director@3.5
deputy_manager@3.5 assistant_to@2 senior@+0.5> sr@+0.5> junior@-0.5< jr@-0.5< entry_level@-1<
ceo> cto> cfo> coo> cio> executive_chef> co-founder> internship< graduate< entry-level<
`;
