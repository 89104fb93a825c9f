import type { Profession } from './types';

export const sales = {
  category: 'Sales',
  fields: ['sales', 'retail', 'real-estate', 'marketing', 'advertising', 'customer-service'],
  families: `
sales | sales | marketing retail customer-service advertising real-estate | sale@3 salesman@3 salesperson@3 saleswoman@3 business_development@3 bdr@2 sdr@2 account_executive@3 account_manager@3 sales_representative@2 sales_associate@2 sales_consultant@3 inside_sale@2 outside_sale@3 territory_manager@4 sales_agent@3 key_account@3 client_relationship@3 dealer@3 car_salesman@2 commercial@3:0.5 partnership@3:0.5 new_business@3 client_development@3 revenue@3:0.5 channel@3:0.5
real-estate | real estate and property | sales | real_estate@3 realtor@3 property_manager@4 leasing@3 leasing_agent@3 broker@3 property@3:0.5 estate_agent@3 appraiser@3
retail | retail | sales customer-service operations food-service fashion | retail@2 store_manager@4 assistant_store_manager@3 cashier@1 merchandiser@2 stocker@1 store@2 shop@2 boutique@2 visual_merchandiser@3 shift_supervisor@3 store_associate@2 department_manager@4 key_holder@2 retail_associate@2 checker@1:0.5
`,
  skills: `
Sales | ?Sales, Selling, Sales experience, Sales skills, Sales background, Sales representative, Sales associate @selling
B2B Sales | B2B, Business-to-business sales, Business to business, Enterprise sales, Corporate sales, Solution sales, Complex sales > Sales 0.9
B2C Sales | B2C, Consumer sales, Direct-to-consumer, DTC sales > Sales 0.9
Inside Sales | Inside sales representative, Phone sales, Telesales, Tele-sales, Telemarketing, Outbound sales calls > Sales 0.9
Outside Sales | Field sales, Territory sales, Face-to-face sales, Door-to-door sales > Sales 0.9
Retail Sales | Retail sales associate, Store sales, Sales floor, Floor sales, Retail selling, Retail experience > Sales 0.8
Wholesale | Wholesale sales, Wholesale accounts, Distributor sales, Distribution sales, Dealer network, Channel partners > Sales 0.8
Channel Sales | Partner sales, Channel management, Reseller management, Channel partnerships, Indirect sales > Sales 0.8
Technical Sales | Sales engineering, Sales engineer, Pre-sales, Presales, Solutions consulting, Technical presentations to customers > Sales 0.8
Account Management | Key account management, Key accounts, Account manager, Managing accounts, Client accounts, Strategic accounts, National accounts, Major accounts, Account growth, Account planning > Client Relationship Management 0.6
Business Development | Biz dev, BizDev, New business development, Developing new business, Growth strategy
Lead Generation | Lead gen, Generating leads, Lead qualification, Qualifying leads, Demand generation, Sales leads, Leads generation
Prospecting | Sales prospecting, Cold calling, Cold calls, Cold-calling, Cold emailing, Cold outreach, Canvassing > Lead Generation 0.7
Sales Pipeline Management | Pipeline management, Sales pipeline, Pipeline development, Opportunity management, Deal pipeline > Sales 0.7
Closing Sales | Closing deals, Closing sales, Deal closing, Closing techniques, Closed deals, Close deals > Sales 0.8
Negotiation | Negotiating, Negotiations, Negotiation skills, Contract negotiation, Contract negotiations, Price negotiations, Skilled negotiator, Vendor negotiations, Negotiated
Sales Management | Sales manager, Sales leadership, Managing sales teams, Sales team management, Sales team leadership, Regional sales management, Sales director > Sales 0.9; Leadership 0.6
Territory Management | Territory planning, Territory development, Sales territory, Managing territory > Outside Sales 0.7
Sales Forecasting | Sales forecasts, Revenue projections, Quota forecasting > Forecasting 0.7; Sales 0.6
Quota Attainment | Quota, Quotas, Sales quota, Exceeded quota, Exceeding quota, Met quota, Sales quotas, Sales targets, Sales goals, Revenue targets, Achieved targets, President's Club, Presidents Club > Sales 0.8
Sales Strategy | Sales plans, Sales planning, Go-to-market, !Go to market strategy, GTM, GTM strategy, Sales methodology > Sales 0.6
Solution Selling | Consultative selling, Consultative sales, SPIN selling, Challenger sale, Value selling, MEDDIC, Sandler, Needs-based selling > Sales 0.9
Sales Presentations | Product demonstrations, Product demos, Sales pitches, Sales pitch, Demos > Sales 0.6; Presentations 0.6
Proposal Writing | Proposals, RFP, RFPs, RFP responses, Request for proposal, RFQ, Bid writing, Bids, Tenders, Sales proposals
Customer Acquisition | Client acquisition, New customer acquisition, Acquiring new clients, Winning new business, New client acquisition
Client Retention | Customer retention, Account retention, Churn reduction, Reducing churn, Renewals, Contract renewals, Customer loyalty
Sales Operations | Sales ops, Sales support, Sales administration, Sales coordinator, Order entry, Order processing, Sales reporting, Commission tracking
Revenue Operations | RevOps, Revenue growth, Revenue generation, Revenue management
Merchandising | Visual merchandising, Merchandise display, Product placement, Planograms, Store displays, Window displays, Merchandise presentation, Merchandiser
Store Management | Store manager, Retail management, Retail store management, Store operations, Managing store operations, Shop management, Assistant store manager
Loss Prevention | Shrink reduction, Shrinkage, Inventory shrink, Theft prevention, Asset protection
Real Estate | Real estate sales, Property sales, Real estate agent, Realtor, Listing agent, Buyer's agent, Property listings, MLS, Real estate license, Real estate transactions, Leasing agent, Property leasing, Leasing
Insurance Sales | Insurance agent, Life insurance sales, Insurance products, Selling insurance, Insurance license, Licensed insurance agent, Property and casualty, P&C license > Sales 0.8
Pharmaceutical Sales | Pharma sales, Medical sales, Medical device sales, Pharmaceutical representative, Drug rep, Medical representative > Sales 0.8
Automotive Sales | Car sales, Auto sales, Vehicle sales, Car salesman, Dealership sales, F&I, Finance and insurance > Sales 0.8
Sales Training | Sales coaching, Training sales teams, Sales enablement, Sales onboarding > Sales Management 0.6
CRM Management | CRM data, Updating CRM, CRM hygiene, Maintaining CRM records > CRM Software 0.7
Salesforce Reporting | Salesforce dashboards, Salesforce reports > Salesforce 0.8
Customer Needs Analysis | Needs assessment, Needs analysis, Identifying customer needs, Understanding customer needs, Customer needs
Product Knowledge | Product expertise, Knowledge of products, Product training, Product specialist
Trade Shows | Tradeshows, Trade show, Expos, Conferences and trade shows, Trade fairs, Booth management
Franchise Development | Franchising, Franchise sales, Franchise management
Export Sales | Exports, International sales, Global sales, Import/export, Import export, Overseas markets, International trade > Sales 0.7
Contract Management | Contract administration, Contracts management, Managing contracts, Contract review, Contract lifecycle management, CLM
Partnership Development | Strategic partnerships, Partnerships, Alliance management, Building partnerships, Partner relationships, Strategic alliances > Business Development 0.8
Market Expansion | Expansion into new markets, New markets, New market development, Market development, Geographic expansion > Business Development 0.8
Sales Analytics | Sales analysis, Sales data analysis, Sales metrics, Sales performance analysis, Sales KPIs > Data Analysis 0.5
Sales Compensation | Commission plans, Incentive compensation, Sales incentives, Commission structures
E-commerce | Ecommerce, E-Commerce, eCommerce, Online sales, Online store, Online retail, Digital commerce, Amazon Seller Central, Marketplace sales
Subscription Sales | SaaS sales, Software sales, Recurring revenue, ARR, MRR > Sales 0.8
Social Selling | LinkedIn Sales Navigator, Sales Navigator > Lead Generation 0.6
Sales Engagement Tools | Outreach.io, Salesloft, Gong, ZoomInfo, Apollo.io, Seamless.ai > Lead Generation 0.5
`,
} as const satisfies Profession;
