// The one list of nouns that name a role ("Accountant", "Line Cook"), grouped: software and IT;
// business; finance and law; office; health and care; education and fitness; trades, transport,
// agriculture; hospitality, arts, media; public service; early career; then role nouns that are
// not title nouns. Read by taxonomy/titles.ts (a short line with one reads as a job title) and
// taxonomy/lexicon.ts (a family title phrase ending in one implies its level). Marks:
//   `!`  a role noun without a role noun's ending (-er, -or, -ist, -ant, -ent, -ian, -ee, -ive,
//        -man, -ess): the lexicon takes it for a role all the same (chef, nurse, RN)
//   `~`  not a title noun on its own line: too common a word elsewhere (staff, crew)
export const ROLE_NOUNS = `
developer, engineer, programmer, architect, tester, administrator, analyst, scientist, devops,
sre!, dba!, sdet, technologist, webmaster,
manager, director, officer, executive, president, vp!, ceo!, cto!, cfo!, coo!, cio!, founder,
co-founder, owner, partner, consultant, specialist, coordinator, supervisor, lead, head,
strategist, planner, controller, treasurer, economist, statistician, actuary, associate,
generalist, recruiter, representative, agent, broker, buyer, merchandiser, marketer, salesman,
saleswoman, salesperson,
accountant, auditor, bookkeeper, banker, teller, underwriter, cashier, lawyer, attorney,
advocate, paralegal, solicitor, barrister, counsel, notary,
assistant, clerk!, secretary, receptionist,
nurse!, physician, doctor, surgeon, dentist, pharmacist, therapist, paramedic, emt!, psychologist,
counselor, counsellor, nutritionist, dietitian, caregiver, aide!, technician, veterinarian,
midwife, phlebotomist, hygienist, optometrist,
teacher, tutor!, instructor, trainer, coach!, professor, lecturer, educator, librarian, principal,
dean,
mechanic, electrician, plumber, carpenter, welder!, machinist, operator, driver, pilot!, attendant,
foreman, superintendent, inspector, surveyor, estimator, dispatcher, laborer, labourer, worker,
installer, farmer, rancher, agronomist, landscaper, painter, mason!, roofer, fabricator,
assembler,
chef!, cook!, baker, butcher!, bartender, barista!, server, waiter, waitress, host!, hostess!,
housekeeper, concierge, sommelier, designer, artist, illustrator, animator, photographer,
videographer, writer, editor, copywriter, journalist, producer, stylist, tailor, seamstress,
musician,
guard!, firefighter, detective, sergeant,
intern, trainee, apprentice, volunteer,
rn!~, lpn!~, lvn!~, cna!~, cpa!~, csr!~, bdr!~, sdr!~, rep!~, nanny!~, maid!~, faculty!~, staff!~,
crew!~
`;
