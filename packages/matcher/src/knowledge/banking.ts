import type { Profession } from './types';

export const banking = {
  category: 'Banking',
  fields: ['banking', 'finance'],
  families: `
banking | banking and lending | finance accounting customer-service insurance | bank@3 banker@3 banking@3 teller@2 bank_teller@2 loan_officer@3 loan@3 mortgage@3 underwriter@3 credit@3:0.5 lending@3 loan_processor@2 loan_closer@2 collector@2 collections@2 branch_manager@4 relationship_banker@3 personal_banker@3 credit_authorizer@2 credit_clerk@2 credit_checker@2 credit_officer@3 loan_servicing@2 lender@3 loan_originator@3
insurance | insurance and claims | banking customer-service | insurance@3 claim@2 claims_processor@2 claims_adjuster@3 adjuster@3 claims_examiner@3 insurance_agent@3 insurance_underwriter@3 benefits_analyst@3
`,
  skills: `
Retail Banking | Branch banking, Consumer banking, Personal banking, Bank branch operations, Branch operations
Commercial Banking | Business banking, Corporate banking, Commercial lending, Commercial loans, Commercial credit
Lending | Loans, Loan processing, Loan origination, Loan applications, Loan underwriting, Loan documentation, Loan products, Consumer lending, Credit products
Mortgage Lending | Mortgages, Mortgage loans, Mortgage processing, Mortgage underwriting, Home loans, Residential lending, Mortgage origination, Refinancing > Lending 0.8
Loan Officer | Mortgage loan officer, Loan officer, Mortgage Loan Originator, MLO, NMLS, NMLS licensed > Lending 0.8
Credit Underwriting | Underwriting loans, Credit decisions, Loan approval, Credit approval, Underwriting guidelines > Lending 0.7; Credit Analysis 0.7
Bank Teller | Teller, Teller operations, Vault management, Teller transactions
Deposit Operations | Deposits, Deposit accounts, Account opening, New accounts, Opening accounts, Account maintenance, Check processing, Cheque processing
Wire Transfers | Wire transfer, ACH, ACH transfers, Electronic funds transfer, EFT, SWIFT payments, Payment processing, Payments processing, SEPA
Anti-Money Laundering | AML, Anti money laundering, AML compliance, BSA, Bank Secrecy Act, BSA/AML, Transaction monitoring, Suspicious activity reports, SAR filing, OFAC > Banking Compliance 0.8
KYC | Know your customer, Know Your Client, Customer due diligence, CDD, Enhanced due diligence, EDD, Client onboarding due diligence > Banking Compliance 0.7
Banking Compliance | Bank compliance, Banking regulations, Regulatory compliance banking, Reg E, Reg CC, Reg Z, TILA, RESPA, HMDA, CRA compliance, FDIC regulations
Fraud Prevention | Fraud detection, Fraud prevention, Fraud analysis, Fraud monitoring, Fraud investigations, Chargebacks, Dispute resolution cards
Credit Cards | Credit card operations, Card services, Card payments, Debit cards, Card issuing, Merchant services
Cross-Selling | Cross selling, Cross-sell, Cross sell, Upselling, Up-selling, Upsell, Referrals of bank products > Sales 0.6
Financial Products | Banking products, Bank products, Investment products, Savings accounts, Certificates of deposit, Annuities, Mutual funds
Relationship Banking | Relationship management banking, Relationship manager, Private banking, Client relationship banking, Book of business > Client Relationship Management 0.7
Debt Collection | Debt collections, Collection calls, Collections calls, Delinquent accounts, Past due accounts, Loan recovery, Recovery of debts, Skip tracing
Core Banking Systems | Core banking, Fiserv, Jack Henry, FIS, Temenos, Finacle, Flexcube, Oracle FLEXCUBE, Symitar, Silverlake
Trade Finance | Letters of credit, Letter of credit, LCs, Documentary collections, Bank guarantees, Export finance
Treasury Services | Cash management services, Treasury management services, Lockbox, Positive pay
Branch Management | Branch manager, Managing a branch, Branch performance, Branch sales goals > Retail Banking 0.7
Credit Union Operations | Credit union, Credit unions > Retail Banking 0.6
Loan Servicing | Loan administration, Escrow, Escrow accounts, Loan modifications, Loss mitigation, Foreclosure, Foreclosures > Lending 0.7
Mortgage Software | Ellie Mae Encompass, Calyx Point, Empower LOS, Desktop Underwriter, Loan Prospector, LOS systems > Mortgage Lending 0.8
Basel Regulations | Basel II, Capital adequacy, Liquidity coverage ratio, CCAR reporting > Banking Compliance 0.6
Payment Systems | Payment rails, Card networks, Visa and Mastercard, Payment gateways banking, Real-time payments, RTGS
Investment Services | Brokerage, Brokerage services, Series 7, Series 63, Series 65, Series 66, FINRA licenses, FINRA > Financial Markets 0.6
Notary Public | Notary, Notarization, Commissioned notary
`,
} as const satisfies Profession;
