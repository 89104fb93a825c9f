// Every profession the engine knows, one file each and one line here (README.md). The order of
// the lines decides nothing: where two skills claim one written form, the data names the winner
// (`!`, taxonomy.test.ts). Export only professions from this file: taxonomy/knowledge.ts reads
// every export as one.
export { agriculture } from './agriculture';
export { automotive } from './automotive';
export { aviation } from './aviation';
export { banking } from './banking';
export { cloud } from './cloud';
export { construction } from './construction';
export { consulting } from './consulting';
export { customerService } from './customer-service';
export { dataAnalytics } from './data-analytics';
export { databases } from './databases';
export { design } from './design';
export { developerTools } from './developer-tools';
export { devops } from './devops';
export { education } from './education';
export { engineering } from './engineering';
export { enterpriseSoftware } from './enterprise-software';
export { fashion } from './fashion';
export { financeAccounting } from './finance-accounting';
export { fitness } from './fitness';
export { game3d } from './game-3d';
export { healthcare } from './healthcare';
export { hospitality } from './hospitality';
export { humanResources } from './human-resources';
export { itNetworking } from './it-networking';
export { legal } from './legal';
export { logistics } from './logistics';
export { machineLearning } from './machine-learning';
export { marketing } from './marketing';
export { mediaPr } from './media-pr';
export { mobile } from './mobile';
export { officeAdministration } from './office-administration';
export { officeSoftware } from './office-software';
export { programmingLanguages } from './programming-languages';
export { projectManagement } from './project-management';
export { publicService } from './public-service';
export { research } from './research';
export { sales } from './sales';
export { security } from './security';
export { softSkills } from './soft-skills';
export { softwarePractices } from './software-practices';
export { spokenLanguages } from './spoken-languages';
export { testingQa } from './testing-qa';
export { webBackend } from './web-backend';
export { webFrontend } from './web-frontend';
