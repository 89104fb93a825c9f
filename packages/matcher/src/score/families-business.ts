// Occupation families of office, business and service work. Format of `titles`: words and phrases
// a job title uses for the family, singular, lower case, words joined by "_"; "@n" gives the level
// the word implies on its own (1 entry, 2 support, 3 professional, 4 manager, 5 executive).
// Written from general knowledge of job titles (the way O*NET groups occupations), not from any
// benchmark text.
import type { FamilyData } from './family-types';

export const BUSINESS_FAMILIES: FamilyData[] = [
  {
    id: 'executive',
    label: 'executive leadership',
    related: ['operations', 'consulting'],
    titles: `chief_executive@5 chief_executive_officer@5 ceo@5 president@5 vice_president@5 vp@5
      executive_director@5 managing_director@5 general_manager@4 chief_operating_officer@5 coo@5
      founder@5 co-founder@5 cofounder@5 owner@5 co-owner@5 business_owner@5 entrepreneur@5
      top_executive@5 executive_officer@5 managing_partner@5 country_manager@5`,
  },
  {
    id: 'accounting',
    label: 'accounting',
    related: ['finance', 'banking', 'administrative'],
    titles: `accountant@3 accounting@3 auditor@3 audit@3 bookkeeper@2 bookkeeping@2 cpa@3
      accounts_payable@2 accounts_receivable@2 ap@2 ar@2 ap_clerk@2 ar_clerk@2 billing@2
      billing_specialist@2 tax@3 tax_preparer@2 tax_accountant@3 tax_associate@3 payroll_accountant@3
      cost_accountant@3 staff_accountant@3 general_ledger@3 revenue_accountant@3 accounting_clerk@2
      accounting_assistant@2 accounting_technician@2 comptroller@4 examiner@3 revenue_agent@3`,
  },
  {
    id: 'finance',
    label: 'finance',
    related: ['accounting', 'banking', 'executive', 'consulting'],
    titles: `finance@3 financial@3 financial_analyst@3 fp&a@3 investment@3 investment_analyst@3
      treasury@3 treasurer@4 cfo@5 chief_financial_officer@5 controller@4 financial_controller@4
      finance_controller@4 budget_analyst@3 budget@3 portfolio_manager@4 wealth_manager@3 fund@3:0.5
      equity@3:0.5 trader@3 financial_advisor@3 financial_planner@3 actuary@3 risk_analyst@3
      credit_analyst@3 finance_manager@4 financial_manager@4 finance_director@4 investor@3:0.5`,
  },
  {
    id: 'banking',
    label: 'banking and lending',
    related: ['finance', 'accounting', 'customer-service', 'insurance'],
    titles: `bank@3 banker@3 banking@3 teller@2 bank_teller@2 loan_officer@3 loan@3 mortgage@3
      underwriter@3 credit@3:0.5 lending@3 loan_processor@2 loan_closer@2 collector@2 collections@2
      branch_manager@4 relationship_banker@3 personal_banker@3 credit_authorizer@2 credit_clerk@2
      credit_checker@2 credit_officer@3 loan_servicing@2 lender@3 loan_originator@3`,
  },
  {
    id: 'insurance',
    label: 'insurance and claims',
    related: ['banking', 'customer-service'],
    titles: `insurance@3 claim@2 claims_processor@2 claims_adjuster@3 adjuster@3 claims_examiner@3
      insurance_agent@3 insurance_underwriter@3 benefits_analyst@3`,
  },
  {
    id: 'hr',
    label: 'human resources',
    related: ['administrative', 'instruction'],
    titles: `human_resource@3 hr@3 recruiter@3 recruiting@3 recruitment@3 talent_acquisition@3
      talent@3:0.5 people_operation@3 personnel@3 generalist@3 hr_generalist@3 benefit@3
      benefits_administrator@3 compensation@3 payroll@2 hris@3 employee_relation@3 staffing@3
      onboarding@3 labor_relation@3 hr_business_partner@4 chief_people_officer@5
      employment_specialist@3 workforce@3 hr_clerk@2 personnel_clerk@2 human_resources_assistant@2
      head_of_people@4 people_partner@3 people_and_culture@3 people_team@3`,
  },
  {
    id: 'sales',
    label: 'sales',
    related: ['marketing', 'retail', 'customer-service', 'advertising', 'real-estate'],
    titles: `sale@3 salesman@3 salesperson@3 saleswoman@3 business_development@3 bdr@2 sdr@2
      account_executive@3 account_manager@3 sales_representative@2 sales_associate@2
      sales_consultant@3 inside_sale@2 outside_sale@3 territory_manager@4 sales_agent@3
      key_account@3 client_relationship@3 dealer@3 car_salesman@2 commercial@3:0.5 partnership@3:0.5
      new_business@3 client_development@3 revenue@3:0.5 channel@3:0.5`,
  },
  {
    id: 'marketing',
    label: 'marketing',
    related: ['sales', 'advertising', 'public-relations', 'media', 'data'],
    titles: `marketing@3 marketer@3 market_research@3 market_analyst@3 market_research_analyst@3 brand@3
      brand_manager@4 digital_marketing@3 seo@3 sem@3 social_media@3 content_marketing@3
      growth@3:0.5 demand_generation@3 product_marketing@3 e-commerce@3 ecommerce@3 campaign@3:0.5
      marketing_specialist@3 marketing_coordinator@3 marketing_analyst@3 search_marketing@3
      digital_strategist@3 digital_media@3 community_manager@3 digital@3:0.5
      business_development@3:0.5 consumer_insight@3 insights_analyst@3 market_intelligence@3
      search_engine_optimization@3 search_engine_marketing@3 ppc@3 paid_search@3 paid_media@3`,
  },
  {
    id: 'advertising',
    label: 'advertising and promotions',
    related: ['marketing', 'public-relations', 'media', 'sales', 'graphic-design'],
    titles: `advertising@3 advertisement@3 promotion@3 promotions_manager@4 media_buyer@3
      media_planner@3 account_executive@3 ad@3:0.5 advertising_sales@3 creative_director@4`,
  },
  {
    id: 'public-relations',
    label: 'public relations and communications',
    related: ['marketing', 'advertising', 'writing', 'media', 'fundraising'],
    titles: `public_relation@3 pr@3 communication@3:0.5 communications_specialist@3 media_relation@3
      publicist@3 press@3:0.5 spokesperson@3 corporate_communication@3 public_affair@3
      public_information@3 information_officer@3`,
  },
  {
    id: 'customer-service',
    label: 'customer service',
    related: ['sales', 'retail', 'administrative', 'banking', 'hospitality'],
    titles: `customer_service@2 customer_support@2 customer_care@2 client_service@2 call_center@2
      contact_center@2 customer_advocate@2 member_service@2 customer_relation@2
      customer_experience@3 bpo@2 csr@2 customer_service_representative@2 help_line@2
      consumer_service@2 client_support@2 guest_service@2 service_representative@2
      customer_success@3 call_centre@2 contact_centre@2 customer_service_rep@2`,
  },
  {
    id: 'administrative',
    label: 'administration and office support',
    related: ['hr', 'customer-service', 'accounting', 'operations'],
    titles: `administrative_assistant@2 admin@2 administrative@2 administration@2 office_manager@4
      secretary@2 receptionist@2 executive_assistant@2 office_assistant@2 clerk@2 data_entry@2
      office_administrator@3 front_office@2 clerical@2 personal_assistant@2 office_coordinator@3
      administration_assistant@2 records_clerk@2 file_clerk@2 typist@2 scheduler@2
      office_clerk@2 virtual_assistant@2 project_assistant@2`,
  },
  {
    id: 'consulting',
    label: 'consulting and business analysis',
    related: ['project-management', 'executive', 'finance', 'data', 'operations'],
    titles: `consultant@3 consulting@3 management_consultant@3 business_analyst@3
      management_analyst@3 strategy@3:0.5 strategist@3 advisory@3 process_improvement@3 lean@3:0.5
      six_sigma@3 change_management@3 business_consultant@3 program_analyst@3
      management_analysis@3 organizational_development@3 analyst@3:0.5`,
  },
  {
    id: 'project-management',
    label: 'project and program management',
    related: ['consulting', 'operations', 'executive', 'construction', 'software'],
    titles: `project_manager@4 program_manager@4 pmo@4 project_coordinator@3 scrum_master@3
      project_lead@4 project_management@4 program_management@4 program_coordinator@3
      project_director@4 delivery_manager@4 product_manager@4 product_owner@4`,
  },
  {
    id: 'operations',
    label: 'operations and logistics',
    related: ['executive', 'retail', 'transport', 'manufacturing', 'administrative'],
    titles: `operation@3:0.5 operations_manager@4 logistics@3 supply_chain@3 warehouse@2 inventory@2
      purchasing@3 buyer@3 procurement@3 shipping@2 receiving@2 distribution@3 fulfillment@2
      dispatcher@2 route_manager@4 fleet@3 materials@3:0.5 planner@3:0.5 expeditor@2 sourcing@3
      import@3:0.5 export@3:0.5 facilities@3 facility_manager@4`,
  },
  {
    id: 'real-estate',
    label: 'real estate and property',
    related: ['sales'],
    titles: `real_estate@3 realtor@3 property_manager@4 leasing@3 leasing_agent@3 broker@3
      property@3:0.5 estate_agent@3 appraiser@3`,
  },
  {
    id: 'fundraising',
    label: 'fundraising and nonprofit development',
    related: ['public-relations', 'marketing', 'social-services'],
    titles: `fundraiser@3 fundraising@3 development_officer@3 grant_writer@3 donor@3
      philanthropy@3 nonprofit@3 development_director@4 grants@3:0.5 membership@3:0.5`,
  },
];
