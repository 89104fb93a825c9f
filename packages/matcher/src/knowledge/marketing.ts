import type { Profession } from './types';

export const marketing = {
  category: 'Marketing',
  fields: ['marketing', 'advertising', 'public-relations', 'sales', 'media'],
  families: `
marketing | marketing | sales advertising public-relations media data | marketing@3 marketer@3 market_research@3 market_analyst@3 market_research_analyst@3 brand@3 brand_manager@4 digital_marketing@3 seo@3 sem@3 social_media@3 content_marketing@3 growth@3:0.5 demand_generation@3 product_marketing@3 e-commerce@3 ecommerce@3 campaign@3:0.5 marketing_specialist@3 marketing_coordinator@3 marketing_analyst@3 search_marketing@3 digital_strategist@3 digital_media@3 community_manager@3 digital@3:0.5 business_development@3:0.5 consumer_insight@3 insights_analyst@3 market_intelligence@3 search_engine_optimization@3 search_engine_marketing@3 ppc@3 paid_search@3 paid_media@3
advertising | advertising and promotions | marketing public-relations media sales graphic-design | advertising@3 advertisement@3 promotion@3 promotions_manager@4 media_buyer@3 media_planner@3 account_executive@3 ad@3:0.5 advertising_sales@3 creative_director@4
fundraising | fundraising and nonprofit development | public-relations marketing social-services | fundraiser@3 fundraising@3 development_officer@3 grant_writer@3 donor@3 philanthropy@3 nonprofit@3 development_director@4 grants@3:0.5 membership@3:0.5
`,
  skills: `
Marketing | Marketing strategy, Marketing strategies, Marketing plans, Marketing planning, Marketing campaigns, Marketing programs, Marketing initiatives, Marketing management
Digital Marketing | Online marketing, Internet marketing, Digital marketing strategy, Digital campaigns, Digital channels, Performance marketing > Marketing 0.8
Search Engine Optimization | SEO, On-page SEO, Off-page SEO, Technical SEO, Local SEO, SEO strategy, Keyword research, Link building, Backlinks, Search optimization > Digital Marketing 0.8
Search Engine Marketing | SEM, Paid search, PPC, Pay-per-click, Pay per click, Google Ads, Google AdWords, AdWords, Bing Ads, Microsoft Advertising, Search ads > Digital Marketing 0.8
Paid Social Advertising | Paid social, Social media advertising, Facebook Ads, Meta Ads, Instagram Ads, LinkedIn Ads, TikTok Ads, Twitter Ads, Facebook Ads Manager > Digital Marketing 0.8; Social Media Marketing 0.7
Display Advertising | Programmatic advertising, Programmatic buying, Programmatic media, Display ads, Banner ads, DV360, Google Display Network, The Trade Desk, Retargeting, Remarketing > Digital Marketing 0.7
Social Media Marketing | Social media, Social media management, Social media strategy, Social media campaigns, Social media presence, SMM, Social networking sites, Social channels > Digital Marketing 0.7
Social Media Platforms | ?Facebook, ?Instagram, ?Twitter, ?LinkedIn, ?TikTok, ?YouTube, ?Pinterest, ?Snapchat > Social Media Marketing 0.4 @social
Social Media Management Tools | Hootsuite, Sprout Social, Buffer app, Later.com, Sprinklr, Brandwatch, Meltwater > Social Media Marketing 0.8
Content Marketing | Content strategy, Content creation, Content development, Content calendar, Content calendars, Content plans, Branded content, Content production > Marketing 0.7
Copywriting | Copy writing, Copywriter, Ad copy, Marketing copy, Website copy, Web copy, Sales copy, Writing copy > Content Marketing 0.6; Writing Skills 0.7
Email Marketing | E-mail marketing, Email campaigns, Email newsletters, Newsletters, Drip campaigns, Email automation, Mailchimp, Constant Contact, Klaviyo, Campaign Monitor > Digital Marketing 0.8
Marketing Automation | Marketo, Pardot, Eloqua, Marketing Cloud, Salesforce Marketing Cloud, ActiveCampaign, HubSpot Marketing, Braze, Iterable > Email Marketing 0.6
Brand Management | Branding, Brand strategy, Brand development, Brand identity, Brand awareness, Brand positioning, Brand guidelines, Brand building, Rebranding, Brand marketing
Product Marketing | Product launches, Product launch, Go-to-market strategy, Positioning and messaging, Product positioning, Competitive positioning, Sales enablement content > Marketing 0.8
Market Research | Market analysis, Marketing research, Market studies, Consumer research, Customer research, Competitive analysis, Competitor analysis, Competitive intelligence, Market intelligence, Industry research, Market trends, Market sizing
Consumer Insights | Consumer behavior, Consumer behaviour, Customer insights, Shopper insights, Customer segmentation, Market segmentation, Segmentation, Personas, Buyer personas > Market Research 0.7
Marketing Analytics | Campaign analytics, Marketing metrics, Marketing ROI, ROAS, Attribution, Attribution modeling, Campaign performance, Campaign tracking, UTM tracking, Conversion tracking > Web Analytics 0.5; Marketing 0.6
Conversion Rate Optimization | CRO, Conversion optimization, Landing page optimization, Funnel optimization > Digital Marketing 0.7
Growth Marketing | Growth hacking, Growth marketer, User acquisition, Acquisition marketing, Customer acquisition cost, CAC, Viral marketing > Digital Marketing 0.7
Affiliate Marketing | Affiliate programs, Affiliates, Partner marketing, Referral programs > Digital Marketing 0.7
Influencer Marketing | Influencer relations, Influencers, Influencer campaigns, Creator partnerships, Brand ambassadors > Social Media Marketing 0.7
Event Marketing | Experiential marketing, Event promotion, Field marketing, Sponsorships, Sponsorship > Marketing 0.7
Trade Marketing | Shopper marketing, Point-of-sale marketing, POS materials, In-store promotions, Channel marketing > Marketing 0.7
Direct Marketing | Direct mail, Direct response, Direct-response marketing, Mailers, Catalog marketing > Marketing 0.7
Advertising | Ad campaigns, Advertising campaigns, Media planning, Media buying, Media plans, Ad agency, Advertising agency, Print advertising, TV advertising, Radio advertising, Outdoor advertising, OOH, Media buyer > Marketing 0.6
Campaign Management | Campaign planning, Campaign execution, Managing campaigns, Multichannel campaigns, Integrated campaigns, Omnichannel campaigns, Campaign development > Marketing 0.6
Marketing Communications | MarCom, Marcom, Marketing collateral, Sales collateral, Brochures, Flyers, Promotional materials, Integrated marketing communications > Marketing 0.7
B2B Marketing | Business-to-business marketing, Account-based marketing, ABM, Demand gen, Enterprise marketing > Marketing 0.8
Mobile Marketing | SMS marketing, App store optimization, ASO, In-app marketing, Push campaigns > Digital Marketing 0.7
Video Marketing | YouTube marketing, Video content, Video campaigns > Content Marketing 0.6
Loyalty Programs | Loyalty marketing, Customer loyalty programs, Rewards programs, CRM marketing, Lifecycle marketing, Retention marketing > Marketing 0.6
Marketing Budget Management | Marketing budget, Marketing budgets, Media budgets, Ad spend, Advertising budget > Budgeting 0.6; Marketing 0.5
Google Tag Manager | GTM tags, Tag management, Tealium > Web Analytics 0.7
SEO Tools | SEMrush, Semrush, Ahrefs, Moz, Screaming Frog, Google Search Console, Search Console, Yoast > Search Engine Optimization 0.8
Web Content Management | CMS platforms, Content management systems, Content management system, Website maintenance, Website updates, Website management, Web content, Web content management
Community Management | Online community, Community manager, Community building, Community engagement, Online communities, Content moderation, Discord community
Marketing Coordination | Marketing coordinator, Marketing assistant, Marketing support, Coordinating marketing > Marketing 0.6
Product Management | Product manager, Product owner, Product roadmap, Product roadmaps, Roadmap, Roadmapping, Product strategy, Product lifecycle, Product lifecycle management, PLM, Product vision, Product requirements, PRD, PRDs, MRD, MRDs, Feature prioritization, Product discovery, Product backlog
Pricing and Promotions | Promotional campaigns, Promotional events, Discount strategy, Coupons, Sales promotions > Marketing 0.5
Public Speaking | Speaking engagements, Keynote speaker, Keynotes, Keynote speaking, Conference speaking, Panel discussions
Customer Journey Mapping | Customer journey, Customer journeys, Journey mapping, Customer experience mapping, Touchpoints > User Experience Design 0.4
Marketing Operations | Marketing ops, MOps, Martech, Marketing technology, Marketing stack
Localization Marketing | Transcreation, International marketing, Global marketing, Regional marketing > Marketing 0.7
Nonprofit Fundraising | Fundraising, Fund raising, Fund-raising, Donor relations, Donor cultivation, Donor stewardship, Major gifts, Annual fund, Capital campaigns, Development officer, Philanthropy, Grant seeking, Fundraising events, Donor management, Raiser's Edge, Blackbaud
Market Access | Market access strategy, Pricing and reimbursement, Health economics, HEOR
Pharmaceutical Marketing | Healthcare marketing, Medical marketing, Brand manager pharma > Marketing 0.8
Retail Marketing | In-store marketing, Store marketing > Marketing 0.7
`,
} as const satisfies Profession;
