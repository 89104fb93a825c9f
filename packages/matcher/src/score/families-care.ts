// Occupation families of health, care, education, food, fitness and community work. Format as in
// families-business.ts.
import type { FamilyData } from './family-types';

export const CARE_FAMILIES: FamilyData[] = [
  {
    id: 'nursing',
    label: 'nursing and patient care',
    related: ['clinical', 'health-admin', 'social-services'],
    titles: `nurse@3 rn@3 lpn@3 lvn@3 cna@2 nursing@3 nurse_practitioner@3 caregiver@2
      nursing_assistant@2 charge_nurse@4 patient_care@2 home_health_aide@2 registered_nurse@3
      staff_nurse@3 nurse_manager@4 director_of_nursing@4 care_assistant@2 midwife@3
      patient_care_technician@2 nurse_aide@2 personal_care_aide@2 care_worker@2`,
  },
  {
    id: 'clinical',
    label: 'medical and clinical care',
    related: ['nursing', 'health-admin', 'research'],
    titles: `physician@3 doctor@3 surgeon@3 medical@3:0.5 clinician@3 clinical@3:0.5 pharmacist@3
      pharmacy@2 therapist@3 physical_therapist@3 occupational_therapist@3 dentist@3 dental@2
      dental_assistant@2 medical_assistant@2 paramedic@2 emt@2 radiologic@3 radiographer@3
      phlebotomist@2 sonographer@3 dietitian@3 nutritionist@3 optometrist@3 respiratory@3
      veterinarian@3 veterinary@2 psychiatrist@3 psychologist@3 medical_technologist@3
      lab_technician@2 hygienist@3 chiropractor@3 audiologist@3 speech_therapist@3`,
  },
  {
    id: 'health-admin',
    label: 'healthcare administration',
    related: ['nursing', 'clinical', 'administrative', 'insurance'],
    titles: `healthcare@3:0.5 health_care@3:0.5 healthcare_administrator@4 practice_manager@4
      medical_office@2 medical_billing@2 medical_coder@2 medical_records@2 health_information@3
      patient_service@2 patient_access@2 clinic_manager@4 hospital@3:0.5 health_service@3:0.5
      medical_receptionist@2 unit_secretary@2 medical_secretary@2`,
  },
  {
    id: 'social-services',
    label: 'social and community services',
    related: ['nursing', 'education', 'fundraising', 'recreation', 'legal'],
    titles: `social_worker@3 social_work@3 counselor@3 counsellor@3 case_manager@3 caseworker@3
      victim_advocate@3 community_advocate@3 health_advocate@3 youth@2 mental_health@3
      behavioral@3 behavior_technician@2 interventionist@3 family_service@3 shelter@2
      community@3:0.5 outreach@3 program_director@4 residential@2 human_service@3
      direct_support@2 support_worker@2 peer_specialist@3 health_coach@3 advisor@3:0.5
      school_success_advocate@3 rehabilitation@3 substance_abuse@3`,
  },
  {
    id: 'education',
    label: 'teaching',
    related: ['instruction', 'childcare', 'research', 'social-services'],
    titles: `teacher@3 educator@3 teaching@3 classroom@3 substitute_teacher@3 tutor@3
      paraprofessional@2 teacher_assistant@2 teaching_assistant@2 principal@4 school@3:0.5
      elementary@3 preschool@3 kindergarten@3 special_education@3 professor@3 lecturer@3
      faculty@3 dean@4 instructor@3:0.5 english_teacher@3 math_teacher@3 master_teacher@3
      assistant_teacher@2 school_counselor@3 headmaster@4 education@3:0.5`,
  },
  {
    id: 'instruction',
    label: 'instructional design and training',
    related: ['education', 'hr'],
    titles: `instructional_designer@3 instructional_design@3 instructional_coordinator@3
      instructional_coach@3 curriculum@3 curriculum_developer@3 curriculum_specialist@3
      training_specialist@3 corporate_trainer@3 learning_and_development@3 e-learning@3
      elearning@3 training_coordinator@3 instructional_technologist@3 training_manager@4
      learning_specialist@3 instructional@3 learning_designer@3 training_developer@3`,
  },
  {
    id: 'childcare',
    label: 'childcare',
    related: ['education', 'recreation'],
    titles: `childcare@2 child_care@2 nanny@2 daycare@2 babysitter@2 au_pair@2
      child_care_worker@2 early_childhood@3`,
  },
  {
    id: 'research',
    label: 'research and science',
    related: ['education', 'clinical', 'data', 'agriculture', 'engineering'],
    titles: `researcher@3 research_assistant@2 research_scientist@3 postdoctoral@3 post-doctoral@3
      scientist@3 laboratory@3 lab@2 chemist@3 biologist@3 research@3:0.5 research_fellow@3
      graduate_research_assistant@2 ecologist@3 microbiologist@3 physicist@3 geologist@3
      environmental_scientist@3 observer@3:0.5 field_technician@2`,
  },
  {
    id: 'culinary',
    label: 'culinary and kitchen',
    related: ['food-service', 'hospitality'],
    titles: `chef@4 cook@2 sous_chef@3 line_cook@2 prep_cook@1 kitchen@2 culinary@3 baker@2
      pastry@2 pastry_chef@3 caterer@3 catering@3 butcher@2 kitchen_manager@4 executive_chef@4
      head_cook@4 head_chef@4 chef_de_cuisine@4 chef_de_partie@3 sushi_chef@3 kitchen_staff@1
      food_production@2 grill_cook@2 short_order_cook@2 dietary_aide@2`,
  },
  {
    id: 'food-service',
    label: 'food and beverage service',
    related: ['culinary', 'hospitality', 'retail', 'customer-service'],
    titles: `server@2 food_server@2 waiter@2 waitress@2 bartender@2 barista@2 host@2 hostess@2
      busser@1 restaurant@3 dining@2 banquet@2 food_service@2 fast_food@1 crew_member@1
      restaurant_manager@4 food_and_beverage@3 sommelier@3 cafe@2 food@2:0.5`,
  },
  {
    id: 'hospitality',
    label: 'hospitality and events',
    related: ['food-service', 'culinary', 'customer-service', 'recreation'],
    titles: `hotel@3 front_desk@2 concierge@2 housekeeper@2 housekeeping@2 hospitality@3
      resort@3 event_planner@3 event@3:0.5 events_coordinator@3 guest_relation@2 travel_agent@3
      travel@3:0.5 tourism@3 reservation@2 front_desk_agent@2 wedding_planner@3`,
  },
  {
    id: 'fitness',
    label: 'fitness and wellness',
    related: ['recreation', 'social-services', 'beauty'],
    titles: `fitness@3 personal_trainer@3 trainer@3:0.5 group_fitness@3 yoga@3 pilates@3
      exercise@3 gym@2 wellness@3 strength@3 fitness_coach@3 athletic@3 athletic_trainer@3
      spin@3 zumba@3 aerobics@3 fitness_instructor@3 fitness_attendant@2 yoga_instructor@3
      crossfit@3 coach@3:0.5 exercise_physiologist@3 wellness_coordinator@4 fitness_director@4`,
  },
  {
    id: 'recreation',
    label: 'recreation and camps',
    related: ['fitness', 'childcare', 'social-services', 'hospitality'],
    titles: `recreation@3 camp_counselor@2 camp@2 activities_coordinator@3 lifeguard@2 sport@3
      youth_program@3 recreation_coordinator@3 activity_director@4 kids_club@2 adventure@3:0.5`,
  },
  {
    id: 'beauty',
    label: 'beauty and personal care',
    related: ['fitness', 'retail'],
    titles: `cosmetologist@2 hair_stylist@2 hairdresser@2 barber@2 esthetician@2 nail_technician@2
      makeup_artist@2 salon@2 spa@2 massage_therapist@3 beauty@2`,
  },
  {
    id: 'legal',
    label: 'legal',
    related: ['social-services', 'administrative', 'government'],
    titles: `lawyer@3 attorney@3 counsel@3 legal@3 paralegal@2 law_clerk@2 litigation@3
      advocate@3:0.5 solicitor@3 barrister@3 judge@4 legal_assistant@2 associate_attorney@3
      general_counsel@4 law@3 compliance@3 contract_manager@4 legal_secretary@2 notary@2`,
  },
  {
    id: 'government',
    label: 'government and public administration',
    related: ['legal', 'consulting', 'social-services', 'military'],
    titles: `government@3:0.5 public_administration@3 policy_analyst@3 policy@3:0.5 city_manager@4
      legislative@3 municipal@3 federal@3:0.5 civil_servant@3 public_servant@3 committee@3:0.5`,
  },
  {
    id: 'military',
    label: 'military',
    related: ['government', 'security'],
    titles: `military@3 army@3 navy@3 air_force@3 marine_corp@3 soldier@2 warrant_officer@3
      sergeant@3 veteran@3:0.5 infantry@2 non-commissioned_officer@3 lieutenant@3`,
  },
  {
    id: 'security',
    label: 'security and protective services',
    related: ['military', 'government'],
    titles: `security_guard@2 security_officer@2 police@3 police_officer@3 law_enforcement@3
      correction_officer@2 corrections@2 firefighter@2 detective@3 loss_prevention@2 security@3:0.5
      deputy@3:0.5 patrol@2`,
  },
];
