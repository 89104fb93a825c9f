import { group } from '../define';

export const marketing = group(
  'Marketing',
  `
Marketing | Marketing strategy, Marketing strategies, Marketing plans, Marketing planning, Marketing campaigns, Marketing programs, Marketing initiatives, Marketing management
Digital Marketing | Online marketing, Internet marketing, Digital marketing strategy, Digital campaigns, Digital channels, Performance marketing > Marketing 0.8
Search Engine Optimization | SEO, On-page SEO, Off-page SEO, Technical SEO, Local SEO, SEO strategy, Keyword research, Link building, Backlinks, Search optimization > Digital Marketing 0.8
Search Engine Marketing | SEM, Paid search, PPC, Pay-per-click, Pay per click, Google Ads, Google AdWords, AdWords, Bing Ads, Microsoft Advertising, Search ads > Digital Marketing 0.8
Paid Social Advertising | Paid social, Social media advertising, Facebook Ads, Meta Ads, Instagram Ads, LinkedIn Ads, TikTok Ads, Twitter Ads, Facebook Ads Manager > Digital Marketing 0.8; Social Media Marketing 0.7
Display Advertising | Programmatic advertising, Programmatic, Display ads, Banner ads, DV360, Google Display Network, The Trade Desk, Retargeting, Remarketing > Digital Marketing 0.7
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
);

export const mediaAndPr = group(
  'Public Relations & Media',
  `
Public Relations | ~PR, Public relations strategy, PR campaigns, PR strategy, Publicity, Press relations, Public affairs, PR agency @pr
Media Relations | Press releases, Press release, Press release writing, Media outreach, Media contacts, Press kits, Media kits, Pitching media, Media pitching, Journalist relations, Press conferences, Press coverage, Media coverage, Earned media, Media placements > Public Relations 0.8
Corporate Communications | Internal communications, Internal communication, External communications, Employee communications, Corporate messaging, Executive communications, Communications strategy, Strategic communications, Communication plans > Public Relations 0.6
Crisis Communications | Crisis management, Crisis communication, Issues management, Reputation management, Reputation monitoring > Public Relations 0.7
Speechwriting | Speech writing, Speeches, Executive speeches, Talking points > Writing Skills 0.7
Media Monitoring | Cision, Muck Rack, Meltwater media, Media analysis, Press clippings, News monitoring > Media Relations 0.7
Writing Skills | Written communication, Written communication skills, Excellent writing, Strong writing, Business writing, Professional writing
Editing | Copy editing, Copyediting, Proofreading, Proof reading, Line editing, Editorial, Editorial review, Content editing, Style guides, AP style, AP Style, Chicago Manual of Style > Writing Skills 0.6
Journalism | Journalist, Reporting news, News writing, News reporting, Reporter, Investigative journalism, Broadcast journalism, Feature writing, Interviewing sources > Writing Skills 0.7
Blogging | Blog, Blogs, Blog posts, Blog writing, Blogger, Guest posts > Content Marketing 0.5; Writing Skills 0.6
Technical Writing | Technical writer, Technical manuals, User manuals, User guides, Instruction manuals, Standard operating procedure writing, Help documentation > Writing Skills 0.8
Grant Writing | Grant proposals, Grant applications, Writing grants, Proposal development > Writing Skills 0.7
Content Writing | Content writer, Article writing, Web content writing, SEO writing, SEO content > Writing Skills 0.8; Content Marketing 0.5
Video Production | Video editing, Video editor, Videography, Videographer, Video shooting, Filming, Film production, Post-production, Post production, Video content creation, Camera operation, B-roll, Video production company
Adobe Premiere Pro | Premiere Pro, Adobe Premiere, ~Premiere > Video Production 0.9 @design
Final Cut Pro | Final Cut, FCPX, Final Cut Pro X > Video Production 0.9
Avid Media Composer | Media Composer > Video Production 0.8
DaVinci Resolve | Color grading, Colour grading, Color correction > Video Production 0.8
Adobe After Effects | After Effects, Motion graphics, Motion design, Motion graphic design, Animation graphics > Video Production 0.6; Graphic Design 0.5
Audio Production | Audio editing, Sound editing, Sound design, Sound mixing, Audio mixing, Mixing and mastering, Sound engineering, Audio engineering, Sound recording, Recording engineer
Audio Software | Pro Tools, ProTools, Logic Pro, Ableton, Ableton Live, Audacity, Adobe Audition, FL Studio, Cubase > Audio Production 0.8
Podcasting | Podcast, Podcasts, Podcast production, Podcast host > Audio Production 0.6
Broadcasting | Broadcast production, Radio broadcasting, Television production, TV production, Live broadcasts, On-air, News anchor, Radio host, Teleprompter
Photography | Photographer, Photo shoots, Photoshoots, Product photography, Portrait photography, Event photography, Photojournalism, Studio lighting, DSLR
Adobe Lightroom | Lightroom, Lightroom Classic > Photography 0.8
Digital Media | Digital content, Digital media production, New media, Multimedia, Multimedia production, Digital media strategy
Storytelling | Brand storytelling, Narrative development, Visual storytelling, Story development
Scriptwriting | Script writing, Screenwriting, Screenplay, Scripts for video, Writing scripts, Copy for broadcast > Writing Skills 0.7
Media Production | Production coordination, Production assistant, Line producer, Executive producer, Film producer, TV producer, Studio production
Publishing | Book publishing, Magazine publishing, Digital publishing, Publication production, Editorial calendar, Publications management
Translation | Translator, Translating, Interpreter, Sign language interpreting, Localization translation, Bilingual translation, Document translation, Medical interpreting, Legal translation, Subtitling
Event Management | Event planning, Events management, Event coordination, Event organization, Event organizing, Organizing events, Planning events, Event logistics, Events planning, Conference planning, Meeting planning, Corporate events, Special events, Event execution, Event operations, Event production
Wedding Planning | Weddings, Wedding coordination, Wedding planner > Event Management 0.8
Sponsorship Sales | Sponsorship acquisition, Selling sponsorships, Sponsor relations > Sales 0.6; Event Marketing 0.5
Stakeholder Communications | Stakeholder updates, Stakeholder engagement, Stakeholder relations, Stakeholder communication > Corporate Communications 0.5
Government Relations | Lobbying, Public policy, Policy advocacy, Legislative affairs, Advocacy campaigns, Government affairs, Policy analysis
Social Media Content | Social media content creation, Social media posts, Content for social media, Instagram content, TikTok content, Reels, Short-form video > Social Media Marketing 0.7
`,
);
