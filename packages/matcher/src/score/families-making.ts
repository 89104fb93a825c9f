// Occupation families of building, making, design, media and technology work. Format as in
// families-business.ts.
import type { FamilyData } from './family-types';

export const MAKING_FAMILIES: FamilyData[] = [
  {
    id: 'construction',
    label: 'construction',
    related: ['trades', 'architecture', 'engineering', 'project-management'],
    titles: `construction@3 builder@3 carpenter@2 mason@2 laborer@1 labourer@1
      construction_worker@1 general_contractor@4 contractor@3 superintendent@4 foreman@3
      site_manager@4 estimator@3 concrete@2 roofer@2 framer@2 drywall@2 construction_inspector@3
      building_inspector@3 heavy_equipment_operator@2 excavation@2 demolition@2 paver@2
      bricklayer@2 scaffolder@2 construction_manager@4 site_supervisor@4 remodeling@2
      renovation@2 building@3:0.5 civil_construction@3 ironworker@2 glazier@2 insulation@2`,
  },
  {
    id: 'trades',
    label: 'skilled trades and maintenance',
    related: ['construction', 'manufacturing', 'automotive', 'aviation'],
    titles: `electrician@2 plumber@2 hvac@2 welder@2 fabricator@2 pipefitter@2 machinist@2
      millwright@2 maintenance@2 maintenance_technician@2 handyman@2 technician@2:0.5
      mechanic@2 boilermaker@2 lineman@2 installer@2 locksmith@2 painter@2:0.5 upholsterer@2
      elevator@2 sheet_metal@2 maintenance_supervisor@4 facilities_technician@2`,
  },
  {
    id: 'manufacturing',
    label: 'manufacturing and production',
    related: ['trades', 'engineering', 'operations'],
    titles: `production_worker@1 assembler@1 machine_operator@2 operator@2:0.5 manufacturing@3
      production@3:0.5 plant@3:0.5 quality_control@3 quality_inspector@2 inspector@3:0.5
      production_supervisor@4 plant_manager@4 packer@1 fabrication@2 cnc@2 process_technician@2
      manufacturing_technician@2`,
  },
  {
    id: 'automotive',
    label: 'automotive service',
    related: ['trades', 'sales', 'aviation'],
    titles: `automotive@2 auto@2 car@2:0.5 vehicle@2 diesel@2 automotive_technician@2
      auto_mechanic@2 body_shop@2 collision@2 service_advisor@2 dealership@3 tire@2
      auto_body@2 service_writer@2 lube_technician@1 automobile@2 motor@2:0.5`,
  },
  {
    id: 'aviation',
    label: 'aviation',
    related: ['trades', 'transport', 'military'],
    titles: `pilot@3 aviation@3 aircraft@3 airline@3 flight@3 co-pilot@3 copilot@3
      first_officer@3 captain@4:0.5 flight_engineer@3 avionics@3 aviation_mechanic@2
      aircraft_mechanic@2 air_traffic@3 flight_attendant@2 aerospace@3 airport@2 aviator@3
      flight_instructor@3 airframe@2 ramp_agent@1 passenger_service@2`,
  },
  {
    id: 'transport',
    label: 'driving and transport',
    related: ['operations', 'aviation'],
    titles: `driver@2 truck_driver@2 delivery_driver@2 chauffeur@2 courier@2 route@2:0.5
      transit@2 bus_driver@2 cdl@2 trucking@2 transportation@3 freight@2 forklift@1 mover@1`,
  },
  {
    id: 'agriculture',
    label: 'agriculture and farming',
    related: ['landscaping', 'research'],
    titles: `farmer@3 farm@2 rancher@3 ranch@2 agriculture@3 agricultural@3 agronomist@3 crop@2
      livestock@2 horticulture@3 horticulturist@3 greenhouse@2 grower@2 harvest@2 forestry@3
      fishery@3 fisheries@3 dairy@2 agribusiness@3 farmworker@1 farmhand@1 irrigation@2
      agronomy@3 viticulture@3 orchard@2 poultry@2 veterinary_technician@2`,
  },
  {
    id: 'landscaping',
    label: 'landscaping and grounds',
    related: ['agriculture', 'construction'],
    titles: `landscaper@2 landscaping@2 groundskeeper@2 gardener@2 lawn@2 arborist@2 tree@2:0.5
      grounds@2 landscape@2 nursery@2:0.5`,
  },
  {
    id: 'engineering',
    label: 'engineering',
    related: ['construction', 'manufacturing', 'architecture', 'research', 'software'],
    titles: `engineer@3 engineering@3 mechanical_engineer@3 civil_engineer@3 electrical_engineer@3
      design_engineer@3 project_engineer@3 process_engineer@3 manufacturing_engineer@3
      industrial_engineer@3 structural_engineer@3 chemical_engineer@3 mechanical@3 civil@3:0.5
      electrical@3:0.5 structural@3 engineering_technician@2 drafter@2 draftsman@2 cad@2
      cad_designer@2 quality_engineer@3 systems_engineer@3 rf_engineer@3 product_engineer@3
      engineering_manager@4 chief_engineer@4 test_engineer@3 reliability_engineer@3`,
  },
  {
    id: 'architecture',
    label: 'architecture',
    related: ['construction', 'engineering', 'interior-design'],
    titles: `architect@3 architectural@3 architectural_designer@3 urban_planner@3
      architectural_drafter@2 landscape_architect@3 building_designer@3`,
  },
  {
    id: 'software',
    label: 'software development',
    related: ['it', 'data', 'engineering'],
    titles: `software_engineer@3 software_developer@3 developer@3 programmer@3 web_developer@3
      full_stack@3 front_end@3 frontend@3 back_end@3 backend@3 devops@3 sre@3 software@3
      application_developer@3 coder@3 mobile_developer@3 java_developer@3 net_developer@3
      software_architect@4 qa_engineer@3 tester@2 quality_assurance@3 game_developer@3
      data_engineer@3 machine_learning@3 ml_engineer@3 programming@3`,
  },
  {
    id: 'it',
    label: 'IT support and infrastructure',
    related: ['software', 'data', 'customer-service'],
    titles: `it@3 information_technology@3 help_desk@2 helpdesk@2 desktop_support@2
      technical_support@2 it_support@2 system_administrator@3 systems_administrator@3
      network_administrator@3 network_engineer@3 noc@3 it_specialist@3 computer_support@2
      service_desk@2 sysadmin@3 infrastructure@3 database_administrator@3 dba@3
      cybersecurity@3 information_security@3 security_analyst@3 it_manager@4 cio@5
      chief_information_officer@5 network@3:0.5 it_technician@2 computer_technician@2
      support_specialist@2 technology@3:0.5 cloud@3 telecom@3 telecommunications@3`,
  },
  {
    id: 'data',
    label: 'data and analytics',
    related: ['software', 'it', 'finance', 'marketing', 'consulting', 'research'],
    titles: `data_analyst@3 data_scientist@3 business_intelligence@3 bi_analyst@3 analytics@3
      statistician@3 data@3:0.5 reporting_analyst@3 database@3:0.5 quantitative@3 econometrician@3`,
  },
  {
    id: 'graphic-design',
    label: 'graphic and visual design',
    related: ['media', 'advertising', 'arts', 'marketing', 'interior-design', 'fashion'],
    titles: `graphic_designer@3 graphic_design@3 graphic@3 visual_designer@3 designer@3:0.5
      art_director@4 illustrator@3 layout@3 production_artist@3 web_designer@3 ux_designer@3
      ui_designer@3 ux@3 ui@3 presentation_designer@3 information_designer@3 design@3:0.5
      creative@3:0.5 creative_director@4 visual@3:0.5 typographer@3 packaging_designer@3
      brand_designer@3 multimedia_designer@3 digital_designer@3`,
  },
  {
    id: 'interior-design',
    label: 'interior design',
    related: ['architecture', 'graphic-design'],
    titles: `interior_designer@3 interior_design@3 interior_decorator@3 interior@3 space_planner@3
      kitchen_designer@3 decorator@3 interior_architect@3 home_stager@3`,
  },
  {
    id: 'floral',
    label: 'floral design',
    related: ['retail', 'graphic-design', 'agriculture'],
    titles: `florist@3 floral_designer@3 floral@3 flower@3 floral_design@3 floral_arranger@2`,
  },
  {
    id: 'fashion',
    label: 'fashion and apparel',
    related: ['retail', 'graphic-design', 'arts'],
    titles: `fashion_designer@3 fashion@3 apparel@3 stylist@3:0.5 tailor@2 seamstress@2 sewing@2
      textile@3 garment@3 pattern_maker@3 costume@3 clothing@3 footwear@3 dressmaker@2
      fashion_merchandiser@3 technical_designer@3`,
  },
  {
    id: 'arts',
    label: 'fine and performing arts',
    related: ['graphic-design', 'media', 'education', 'fashion'],
    titles: `artist@3 painter@3:0.5 sculptor@3 fine_artist@3 muralist@3 ceramicist@3
      photographer@3 musician@3 dancer@3 actor@3 art@3:0.5 arts@3:0.5 gallery@3 curator@3
      performer@3 singer@3 composer@3 choreographer@3 dance@3 music@3 theater@3 theatre@3
      printmaker@3 animator@3 cartoonist@3 art_teacher@3`,
  },
  {
    id: 'media',
    label: 'film, video and media production',
    related: ['graphic-design', 'advertising', 'arts', 'marketing', 'public-relations', 'writing'],
    titles: `producer@3 film@3 video@3 videographer@3 broadcast@3 broadcasting@3 multimedia@3
      production_assistant@2 camera_operator@2 video_editor@3 animator@3 motion_graphic@3
      digital_producer@3 media_producer@3 digital_media@3:0.5 audio@3 sound_engineer@3 radio@3 television@3 tv@3
      stage_manager@3 filmmaker@3 cinematographer@3 media@3:0.5 post-production@3
      editor@3:0.5 content_producer@3 director_of_photography@3 showrunner@4 anchor@3
      stage_director@4 film_director@4 television_director@4 video_director@4 casting_director@4`,
  },
  {
    id: 'writing',
    label: 'writing and editing',
    related: ['public-relations', 'media', 'marketing'],
    titles: `writer@3 copywriter@3 journalist@3 reporter@3 content_writer@3 technical_writer@3
      author@3 proofreader@2 copy_editor@3 editorial@3 publishing@3 translator@3 columnist@3`,
  },
  {
    id: 'retail',
    label: 'retail',
    related: ['sales', 'customer-service', 'operations', 'food-service', 'fashion'],
    titles: `retail@2 store_manager@4 assistant_store_manager@3 cashier@1 merchandiser@2
      stocker@1 store@2 shop@2 boutique@2 visual_merchandiser@3 shift_supervisor@3
      store_associate@2 department_manager@4 key_holder@2 retail_associate@2 checker@1:0.5`,
  },
];
