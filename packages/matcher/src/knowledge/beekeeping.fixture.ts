// A profession the engine does not know, for the test that adds one (add-profession.test.ts): the
// test copies this file beside the real ones and lists it in a copy of the index. Written as a
// real profession file would be (README.md).
import type { Profession } from './types';

export const beekeeping = {
  category: 'Beekeeping',
  fields: ['apiculture', 'agriculture'],
  families: `
apiculture | beekeeping and apiculture | agriculture | beekeeper@2 apiarist@3 apiary_manager@4 bee_farmer@2 apiculture@3 beekeeping@2
`,
  roles: `
queen-breeder | queen bee breeding | apiculture |  | queen_breeder queen_rearer queen_bee_breeder | Queen Rearing 1; Hive Inspection 0.5; Varroa Control 0.4
`,
  skills: `
Hive Inspection | Hive inspections, Colony inspection, Colony inspections, Brood inspection
Queen Rearing | Queen breeding, Grafting larvae, Queen cell production > Hive Inspection 0.5
Varroa Control | Varroa treatment, Varroa mite treatment, Mite monitoring, Oxalic acid treatment
Honey Extraction | Honey harvesting, Extracting honey, Uncapping frames
Swarm Management | Swarm control, Swarm prevention, Swarm catching
`,
} as const satisfies Profession;
