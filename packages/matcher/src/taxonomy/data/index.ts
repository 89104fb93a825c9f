import type { SkillDef } from '../types';
import { banking, sales } from './banking-sales';
import { enterpriseSoftware, officeSoftware } from './business-software';
import {
  consulting,
  customerService,
  logistics,
  office,
  projectManagement,
} from './business-operations';
import { cloud, devops } from './cloud-devops';
import { construction, engineering } from './construction-engineering';
import { dataAnalytics, machineLearning } from './data-ml';
import { agriculture, automotive, aviation, fashion } from './fashion-auto-aviation-agri';
import { finance } from './finance';
import { education, fitness } from './fitness-education';
import { healthcare } from './healthcare';
import { design, hospitality } from './hospitality-design';
import { languages } from './languages';
import { marketing, mediaAndPr } from './marketing-media';
import { databases, mobile } from './mobile-databases';
import { humanResources, legal } from './people-legal-service';
import { practices, security, testing } from './quality-security';
import { softSkills, spokenLanguages } from './soft-skills-languages';
import { developerTools, gameAnd3d, itNetworking } from './tools-it';
import { webBackend, webFrontend } from './web';

/**
 * Every skill. Order matters only when two skills claim the same written form (a test reports
 * that): the earlier one wins, so specific technical meanings come before generic ones.
 */
export const ALL_SKILLS: readonly SkillDef[] = [
  ...languages,
  ...webFrontend,
  ...webBackend,
  ...mobile,
  ...databases,
  ...cloud,
  ...devops,
  ...dataAnalytics,
  ...machineLearning,
  ...testing,
  ...security,
  ...practices,
  ...developerTools,
  ...itNetworking,
  ...gameAnd3d,
  ...enterpriseSoftware,
  ...officeSoftware,
  ...finance,
  ...banking,
  ...sales,
  ...marketing,
  ...mediaAndPr,
  ...healthcare,
  ...fitness,
  ...education,
  ...construction,
  ...engineering,
  ...hospitality,
  ...design,
  ...fashion,
  ...automotive,
  ...aviation,
  ...agriculture,
  ...humanResources,
  ...legal,
  ...customerService,
  ...consulting,
  ...office,
  ...projectManagement,
  ...logistics,
  ...softSkills,
  ...spokenLanguages,
];
