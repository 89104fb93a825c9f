import type { Profession } from './types';

export const financeAccounting = {
  category: 'Finance & Accounting',
  fields: ['accounting', 'finance', 'banking', 'insurance', 'executive'],
  families: `
accounting | accounting | finance banking administrative | accountant@3 accounting@3 auditor@3 audit@3 bookkeeper@2 bookkeeping@2 cpa@3 accounts_payable@2 accounts_receivable@2 ap@2 ar@2 ap_clerk@2 ar_clerk@2 billing@2 billing_specialist@2 tax@3 tax_preparer@2 tax_accountant@3 tax_associate@3 payroll_accountant@3 cost_accountant@3 staff_accountant@3 general_ledger@3 revenue_accountant@3 accounting_clerk@2 accounting_assistant@2 accounting_technician@2 comptroller@4 examiner@3 revenue_agent@3
finance | finance | accounting banking executive consulting | finance@3 financial@3 financial_analyst@3 fp&a@3 investment@3 investment_analyst@3 treasury@3 treasurer@4 cfo@5 chief_financial_officer@5 controller@4 financial_controller@4 finance_controller@4 budget_analyst@3 budget@3 portfolio_manager@4 wealth_manager@3 fund@3:0.5 equity@3:0.5 trader@3 financial_advisor@3 financial_planner@3 actuary@3 risk_analyst@3 credit_analyst@3 finance_manager@4 financial_manager@4 finance_director@4 investor@3:0.5
`,
  skills: `
Accounting | Accountancy, Accounting principles, Accounting operations, Accounting procedures, Financial accounting, Accounting processes, Accounting functions
Bookkeeping | Book keeping, Book-keeping, Bookkeeper, Full-cycle bookkeeping > Accounting 0.7
Accounts Payable | A/P, AP processing, Accounts payable processing, Vendor payments, Invoice processing, Three-way matching, 3-way match > Accounting 0.6
Accounts Receivable | A/R, AR processing, Accounts receivable collections, Cash application, Customer invoicing, Aging reports, Accounts receivable management > Accounting 0.6
General Ledger | GL, General ledger accounting, G/L, Ledger maintenance, General ledger reconciliation, Chart of accounts, Journal entries, Journal entry, Posting entries > Accounting 0.8
Account Reconciliation | Reconciliations, Reconciliation, Bank reconciliations, Bank reconciliation, Account reconciliations, Balance sheet reconciliations, Intercompany reconciliation > Accounting 0.7
Financial Statements | Financial statement preparation, Balance sheet, Balance sheets, Income statement, Income statements, Profit and loss, P&L, P&L statements, Cash flow statement, Cash flow statements, Statement of cash flows > Accounting 0.6
Financial Statement Analysis | Financial statement analysis, Ratio analysis, Financial ratios > Financial Analysis 0.8
Financial Reporting | Financial reports, Financial report preparation, External reporting, Statutory reporting, Regulatory reporting, SEC reporting > Accounting 0.6
Month-End Close | Month end close, Month-end closing, Year-end close, Year end closing, Period-end close, Monthly close, Quarter-end close, Closing process > Accounting 0.7
GAAP | US GAAP, U.S. GAAP, Generally Accepted Accounting Principles > Accounting 0.7
IFRS | International Financial Reporting Standards, IAS > Accounting 0.7
Cost Accounting | Costing, Cost analysis, Standard costing, Activity-based costing, Product costing, Cost allocation > Accounting 0.6
Management Accounting | Managerial accounting, Management accounts, Management reporting packs > Accounting 0.6
Budgeting | Budget preparation, Budget planning, Budget control, Budgeting and forecasting, Budget monitoring, Budget development, Annual budget, Operating budget, Capital budgeting
Forecasting | Financial forecasting, Forecasts, Revenue forecasting, Rolling forecasts, Demand forecasting
Financial Analysis | Financial analyst, Financial data analysis, Financial review, Analysis of financial data, Variance analysis, Financial performance analysis
Financial Modeling | Financial modelling, Financial models, Three-statement model, DCF, Discounted cash flow, LBO modeling, Valuation models > Financial Analysis 0.7
Financial Planning & Analysis | FP&A, Financial planning and analysis, Financial planning, Corporate planning > Budgeting 0.6; Forecasting 0.6
Valuation | Business valuation, Company valuation, Equity valuation, Comparable company analysis, Precedent transactions > Financial Analysis 0.6
Auditing | Audit, Audits, Audit procedures, Audit planning, Audit findings, Audit support, Audit preparation, Audit documentation, External audit, External audits, Statutory audit
Internal Audit | Internal audits, Internal auditing, Internal auditor, Operational audits, Compliance audits > Auditing 0.9
Internal Controls | Internal control, Controls testing, SOX, Sarbanes-Oxley, SOX compliance, SOX 404, COSO, Segregation of duties > Auditing 0.5
Taxation | Tax, Taxes, Tax preparation, Tax returns, Tax compliance, Tax planning, Income tax, Corporate tax, Tax accounting, Tax filing, Tax filings, Indirect tax
Sales Tax | =VAT, Sales and use tax, GST, Value added tax, VAT returns > Taxation 0.8
Payroll | Payroll processing, Payroll administration, Payroll management, Payroll accounting, Payroll taxes, Payroll reconciliation, Run payroll, Processing payroll
Fixed Assets | Fixed asset accounting, Fixed asset management, Depreciation, Amortization, Asset accounting, Capital assets > Accounting 0.6
Revenue Recognition | ASC 606, IFRS 15, Deferred revenue > Accounting 0.7
Lease Accounting | ASC 842, IFRS 16 > Accounting 0.7
Accruals | Accrual accounting, Prepaid expenses, Prepayments, Accrued expenses > Accounting 0.7
Consolidation | Financial consolidation, Consolidated financial statements, Intercompany accounting, Intercompany transactions > Financial Reporting 0.7
Cash Management | Cash flow management, Cash flow, Cash forecasting, Cash position, Liquidity management, Working capital management
Treasury | Treasury management, Treasury operations, Foreign exchange, FX hedging, Hedging, Debt management
Expense Reporting | Expense reports, Expense management, Travel and expense, T&E, Expense reimbursement, Employee expenses
Invoicing | Invoices, Billing, Billing and invoicing, Invoice generation, Client billing, Accounts billing
Credit Control | Credit management, Credit collections, Dunning
Financial Compliance | Regulatory compliance finance, Financial regulations, Dodd-Frank, Basel III, IFRS 9, Solvency II
Accounting Software | Accounting systems, Accounting applications, Accounting packages
QuickBooks | Quickbooks, QuickBooks Online, QuickBooks Desktop, QuickBooks Pro, QBO, Intuit QuickBooks > Accounting Software 0.9; Bookkeeping 0.6
Xero > Accounting Software 0.9
Sage Accounting | Sage 50, Sage 100, Sage 300, Sage Intacct, Peachtree, ~Sage > Accounting Software 0.9 @accountingSoftware
Tally ERP | Tally Prime, Tally.ERP 9, ~Tally > Accounting Software 0.9 @accountingSoftware
FreshBooks | Wave Accounting, Zoho Books, MYOB > Accounting Software 0.9
Yardi | MRI Software, AppFolio > Property Accounting 0.7
Property Accounting | Real estate accounting, CAM reconciliation, Common area maintenance
Fund Accounting | NAV calculation, Net asset value, Fund administration > Accounting 0.7
Nonprofit Accounting | Non-profit accounting, Grant accounting, Fund accounting for nonprofits > Accounting 0.7
Government Accounting | Public sector accounting, GASB, Governmental accounting > Accounting 0.7
Forensic Accounting | Fraud examination, Fraud investigation, Forensic audit, CFE, Certified Fraud Examiner > Auditing 0.6
CPA | Certified Public Accountant, =CPA, CPA license, CPA candidate > Accounting 0.9
Certified Management Accountant | CMA certification, CMA certified > Management Accounting 0.9
ACCA | Chartered Certified Accountant, Chartered Accountant, ICAEW, CIMA, Chartered Management Accountant > Accounting 0.9
CFA | Chartered Financial Analyst, CFA Level I, CFA Level II, CFA Level III > Financial Analysis 0.8
Certified Internal Auditor | CIA certification, CIA certified > Internal Audit 0.9
Enrolled Agent | IRS Enrolled Agent > Taxation 0.9
Investment Analysis | Investment research, Equity research, Security analysis, Fundamental analysis, Technical analysis, Investment analyst
Portfolio Management | Portfolio analysis, Asset allocation, Portfolio construction, Portfolio optimization, Portfolio manager, Investment portfolio
Asset Management | Investment management, Wealth management, Asset manager, Fund management
Financial Markets | Capital markets, Equities, Fixed income, Derivatives, Commodities trading, Foreign exchange markets, Money markets, Stock market
Trading | Equity trading, Securities trading, Options trading, Algorithmic trading, Trade execution > Financial Markets 0.7
Risk Management | Risk analysis, Risk mitigation, Risk assessment, Risk assessments, Risk control, Enterprise risk management, ERM, Risk identification, Risk evaluation, Risk and controls
Financial Risk Management | Market risk, Credit risk, Operational risk, Liquidity risk, =VaR, Value at Risk, Regulatory stress testing, CCAR > Risk Management 0.9
Mergers and Acquisitions | M&A, Mergers & acquisitions, Due diligence, Deal structuring, Post-merger integration, Transaction advisory
Corporate Finance | Capital structure, Capital raising, Fundraising rounds, Equity financing, Debt financing, Financial strategy
Investment Banking | IB analyst, Pitch books, Pitchbooks, Deal execution, IPO, IPOs, Underwriting securities > Corporate Finance 0.7
Private Equity | Venture capital, VC funding, Deal sourcing, Portfolio companies > Corporate Finance 0.6
Bloomberg Terminal | ~Bloomberg, Reuters Eikon, Refinitiv, FactSet, Capital IQ, S&P Capital IQ, PitchBook > Financial Markets 0.5 @markets
Actuarial Science | Actuarial analysis, Actuary, Actuarial modeling, Actuarial valuation, Pricing models
Insurance Operations | Insurance claims, Claims processing, Claims handling, Claims adjusting, Underwriting, Insurance underwriting, Policy administration, Insurance brokerage, Reinsurance
Financial Advisory | Financial advising, Financial advisor, Financial planning advice, Retirement planning, Estate planning, Wealth planning, Investment advice
Audit Software | CaseWare, CCH, ProSystem fx, =TeamMate, ACL Analytics, IDEA data analysis > Auditing 0.7
Tax Software | Lacerte, UltraTax, TurboTax, Drake Tax, ProSeries, GoSystem, CCH Axcess > Taxation 0.8
Profitability Analysis | Margin analysis, Profit analysis, Cost-benefit analysis, ROI analysis, Break-even analysis, Unit economics > Financial Analysis 0.6
Financial Due Diligence | Quality of earnings, QoE > Mergers and Acquisitions 0.6
Grant Management | Grants management, Grant administration, Grant reporting, Grant compliance
Procurement | Purchasing, Purchase orders, PO processing, Strategic sourcing, Procure to pay, P2P, Purchase requisitions, Tendering, Supplier selection
Cost Estimation | Cost estimating, Cost estimates, Estimating, Quantity take-off, Bill of quantities, BOQ
Financial Controls | Financial control, Financial oversight, Controllership, Financial controller > Internal Controls 0.7
Audit Readiness | Audit preparation support, PBC lists
Economic Analysis | Economics, Economic research, Economic modeling, Microeconomics, Macroeconomics
Credit Analysis | Credit assessment, Credit review, Creditworthiness, Credit scoring, Credit evaluation, Financial spreading, Credit memos
Pricing Strategy | Pricing, Pricing analysis, Price setting, Dynamic pricing, Pricing models for products, Price negotiation
`,
} as const satisfies Profession;
