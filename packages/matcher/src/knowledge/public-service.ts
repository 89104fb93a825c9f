import type { Profession } from './types';

export const publicService = {
  families: `
government | government and public administration | legal consulting social-services military | government@3:0.5 public_administration@3 policy_analyst@3 policy@3:0.5 city_manager@4 legislative@3 municipal@3 federal@3:0.5 civil_servant@3 public_servant@3 committee@3:0.5
military | military | government security | military@3 army@3 navy@3 air_force@3 marine_corp@3 soldier@2 warrant_officer@3 sergeant@3 veteran@3:0.5 infantry@2 non-commissioned_officer@3 lieutenant@3
security | security and protective services | military government | security_guard@2 security_officer@2 police@3 police_officer@3 law_enforcement@3 correction_officer@2 corrections@2 firefighter@2 detective@3 loss_prevention@2 security@3:0.5 deputy@3:0.5 patrol@2
social-services | social and community services | nursing education fundraising recreation legal | social_worker@3 social_work@3 counselor@3 counsellor@3 case_manager@3 caseworker@3 victim_advocate@3 community_advocate@3 health_advocate@3 youth@2 mental_health@3 behavioral@3 behavior_technician@2 interventionist@3 family_service@3 shelter@2 community@3:0.5 outreach@3 program_director@4 residential@2 human_service@3 direct_support@2 support_worker@2 peer_specialist@3 health_coach@3 advisor@3:0.5 school_success_advocate@3 rehabilitation@3 substance_abuse@3
`,
} as const satisfies Profession;
