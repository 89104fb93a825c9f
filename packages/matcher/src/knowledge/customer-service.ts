import type { Profession } from './types';

export const customerService = {
  category: 'Customer Service',
  fields: ['customer-service', 'retail', 'sales', 'hospitality'],
  families: `
customer-service | customer service | sales retail administrative banking hospitality | customer_service@2 customer_support@2 customer_care@2 client_service@2 call_center@2 contact_center@2 customer_advocate@2 member_service@2 customer_relation@2 customer_experience@3 bpo@2 csr@2 customer_service_representative@2 help_line@2 consumer_service@2 client_support@2 guest_service@2 service_representative@2 customer_success@3 call_centre@2 contact_centre@2 customer_service_rep@2
`,
  skills: `
Customer Service | Customer support, Client service, Client services, Customer care, Customer service skills, Excellent customer service, Customer-facing, Customer facing, Serving customers, Assisting customers, Helping customers, Customer assistance, Consumer services, Customer service representative, CSR, Customer service excellence
Call Center Operations | Call center, Call centre, Contact center, Contact centre, Inbound calls, Outbound calls, High call volume, High-volume calls, Phone support, Telephone support, Answering phones, Handling calls, Call handling, Inbound call center, BPO, Business process outsourcing, Average handle time, AHT, First call resolution, FCR, Call scripts, IVR, ACD
Complaint Resolution | Complaint handling, Handling complaints, Resolving complaints, Customer complaints, Customer issues, Resolving customer issues, Escalations, Escalation management, Handling escalations, De-escalation customers, Difficult customers, Irate customers, Customer grievances
Customer Satisfaction | CSAT, NPS, Net Promoter Score, Customer feedback, Customer surveys, Service quality, Service excellence, Quality of service, Customer delight
Customer Experience | CX, Customer experience management, Customer journey improvement, Voice of the customer, VoC, Omnichannel support, Omnichannel
Client Relationship Management | Client relations, Client relationships, Customer relations, Customer relationships, Relationship management, Building relationships with clients, Client management, Client engagement, Client communication, Customer engagement, Managing client relationships, Long-term relationships, Rapport building, Building rapport, Client liaison
Customer Success | Customer success manager, Product adoption, Customer health, QBRs, Quarterly business reviews, Expansion revenue
Technical Customer Support | Technical customer service, Product support, Application support, Software support, Level 2 support, Troubleshooting customer issues, Support tickets, Ticket resolution, SLA management, SLAs, Service level agreements
Live Chat Support | Chat support, Email support, Live chat, Omnichannel chat, Written customer support, Social media support
Order Management | Order fulfillment, Order tracking, Returns processing, Refunds, Returns and exchanges, Order status, Backorders, Customer orders
Account Services | Account inquiries, Account updates, Account maintenance customers, Billing inquiries, Billing disputes, Payment arrangements, Account resolution, Customer accounts
Reception | Receptionist, Front office, Front desk reception, Greeting visitors, Visitor management, Switchboard, Switchboard operator, Answering multi-line phones, Multi-line phone system, Multi-line phones, Phone etiquette, Telephone etiquette, Directing calls
Retail Customer Service | Sales associate duties, Store associate, Retail associate, Customer service retail, Checkout, Point of sale transactions, Stocking shelves, Shelf stocking, Restocking, Price tagging, Store opening and closing, Opening and closing procedures, Fitting room
Help Desk Support | Helpdesk support, Service desk support, Ticketing, Ticket management, Zendesk support, Freshdesk support
Customer Onboarding | Onboarding customers, New customer setup, Account setup, Customer training, Client training, Product walkthroughs
`,
} as const satisfies Profession;
