// Every profession the engine knows, one file each. To add one: a new file beside these, its
// import and its entry at the end of PROFESSIONS (README.md). No two skills may claim one written
// form (taxonomy.test.ts), but a form spelt in capitals may be another's in lower case ("SPA",
// "spa"): a case-blind lookup names the earlier profession's, so keep the order and add at the end.
import type { Profession } from './types';
import { agriculture } from './agriculture';
import { automotive } from './automotive';
import { aviation } from './aviation';
import { banking } from './banking';
import { cloud } from './cloud';
import { construction } from './construction';
import { consulting } from './consulting';
import { customerService } from './customer-service';
import { dataAnalytics } from './data-analytics';
import { databases } from './databases';
import { design } from './design';
import { developerTools } from './developer-tools';
import { devops } from './devops';
import { education } from './education';
import { engineering } from './engineering';
import { enterpriseSoftware } from './enterprise-software';
import { fashion } from './fashion';
import { financeAccounting } from './finance-accounting';
import { fitness } from './fitness';
import { game3d } from './game-3d';
import { healthcare } from './healthcare';
import { hospitality } from './hospitality';
import { humanResources } from './human-resources';
import { itNetworking } from './it-networking';
import { legal } from './legal';
import { logistics } from './logistics';
import { machineLearning } from './machine-learning';
import { marketing } from './marketing';
import { mediaPr } from './media-pr';
import { mobile } from './mobile';
import { officeAdministration } from './office-administration';
import { officeSoftware } from './office-software';
import { programmingLanguages } from './programming-languages';
import { projectManagement } from './project-management';
import { publicService } from './public-service';
import { research } from './research';
import { sales } from './sales';
import { security } from './security';
import { softSkills } from './soft-skills';
import { softwarePractices } from './software-practices';
import { spokenLanguages } from './spoken-languages';
import { testingQa } from './testing-qa';
import { webBackend } from './web-backend';
import { webFrontend } from './web-frontend';

export const PROFESSIONS = [
  programmingLanguages,
  webFrontend,
  webBackend,
  mobile,
  databases,
  cloud,
  devops,
  dataAnalytics,
  machineLearning,
  testingQa,
  security,
  softwarePractices,
  developerTools,
  itNetworking,
  game3d,
  enterpriseSoftware,
  officeSoftware,
  financeAccounting,
  banking,
  sales,
  marketing,
  mediaPr,
  healthcare,
  fitness,
  education,
  construction,
  engineering,
  hospitality,
  design,
  fashion,
  automotive,
  aviation,
  agriculture,
  humanResources,
  legal,
  customerService,
  consulting,
  officeAdministration,
  projectManagement,
  logistics,
  softSkills,
  spokenLanguages,
  publicService,
  research,
] as const satisfies readonly Profession[];
