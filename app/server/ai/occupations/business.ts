// Occupations of finance, sales, marketing, people, customer support and administration (format: index.ts
// readCatalogue). Data only, written for Vitrine; the structure follows O*NET-SOC and ESCO (README.md).
export const BUSINESS_OCCUPATIONS = `
family finance-accounting: Finance and Accounting
accountant: Accountant
  also: Staff Accountant | General Ledger Accountant | GL Accountant | Chartered Accountant | Certified Public Accountant | CPA | Senior Accountant | Corporate Accountant
  core: GAAP | Month-End Close | Account Reconciliations | General Ledger | Financial Statements | Journal Entries
  common: Advanced Excel | NetSuite | BlackLine | SOX | Accruals | Fixed Assets | QuickBooks | SAP
  licences: CPA | ACA | ACCA | CIMA
  adjacent: accounting-manager | auditor | financial-analyst | bookkeeper | tax-accountant | accounts-payable-specialist
accounting-manager: Accounting Manager
  also: Finance Manager | Assistant Controller | Controller | Financial Controller | Head of Accounting
  level: manager
  core: Month-End Close | GAAP | Financial Reporting | Team Leadership | Account Reconciliations
  common: SOX | Audit Coordination | NetSuite | BlackLine | Budgeting | Advanced Excel
  licences: CPA | ACCA
  adjacent: accountant | finance-director
finance-director: Finance Director
  also: Chief Financial Officer | CFO | VP Finance | Head of Finance | Director of Finance
  level: executive
  core: Financial Strategy | Financial Reporting | Budgeting | Forecasting | Capital Management
  common: Investor Relations | Treasury | Risk Management | M&A
  licences: CPA | ACA | CIMA
  adjacent: accounting-manager | financial-planning-manager
bookkeeper: Bookkeeper
  also: Bookkeeping Clerk | Accounting Clerk | Accounts Assistant | Accounting Assistant
  level: entry
  core: Bookkeeping | Bank Reconciliations | Accounts Payable | Accounts Receivable
  common: QuickBooks | Xero | Excel | Payroll | VAT Returns
  adjacent: accountant | accounts-payable-specialist | payroll-specialist
accounts-payable-specialist: Accounts Payable Specialist
  also: AP Specialist | Accounts Payable Clerk | Accounts Receivable Specialist | AR Specialist | Credit Controller | Billing Specialist
  level: entry
  core: Accounts Payable | Invoice Processing | Vendor Reconciliations | Payment Runs
  common: Accounts Receivable | Excel | SAP | NetSuite | Three-Way Match
  adjacent: bookkeeper | accountant
auditor: Auditor
  also: External Auditor | Internal Auditor | Audit Associate | Audit Senior | IT Auditor | Audit Manager
  core: Auditing | Internal Controls | Risk Assessment | GAAP | SOX
  common: IFRS | Audit Sampling | Data Analytics | Advanced Excel
  licences: CPA | CIA | ACA
  adjacent: accountant | compliance-officer
tax-accountant: Tax Accountant
  also: Tax Advisor | Tax Adviser | Tax Associate | Tax Manager | Tax Preparer | Enrolled Agent
  core: Tax Compliance | Tax Returns | Tax Planning | Corporate Tax
  common: VAT | Transfer Pricing | Excel | Tax Software
  licences: CPA | CTA | Enrolled agent
  adjacent: accountant
financial-analyst: Financial Analyst
  also: FP&A Analyst | Finance Analyst | Business Finance Analyst | Senior Financial Analyst
  core: Financial Modelling | Forecasting | Budgeting | Variance Analysis | Advanced Excel
  common: Power BI | SQL | Hyperion | Anaplan | PowerPoint
  licences: CFA
  adjacent: accountant | financial-planning-manager | investment-analyst | data-analyst
financial-planning-manager: FP&A Manager
  also: Financial Planning Manager | Head of FP&A | FP&A Lead
  level: manager
  core: Budgeting | Forecasting | Financial Modelling | Team Leadership
  common: Anaplan | Advanced Excel | Business Partnering
  adjacent: financial-analyst | finance-director
investment-analyst: Investment Analyst
  also: Equity Research Analyst | Investment Banking Analyst | Portfolio Analyst | Credit Analyst | Associate (Investment Banking)
  core: Valuation | Financial Modelling | Due Diligence | Equity Research
  common: Bloomberg Terminal | Advanced Excel | PowerPoint | Credit Analysis
  licences: CFA | Series 7
  adjacent: financial-analyst | financial-adviser
financial-adviser: Financial Adviser
  also: Financial Advisor | Wealth Manager | Financial Planner | Mortgage Adviser | Mortgage Advisor | Mortgage Broker | Loan Officer | Mortgage Loan Officer
  core: Financial Planning | Client Relationship Management | Investment Advice | Regulatory Compliance
  common: Pensions | Mortgages | Insurance | Retirement Planning
  licences: CFP | Series 65 | NMLS licence | CeMAP
  adjacent: investment-analyst | bank-teller | insurance-underwriter
bank-teller: Bank Teller
  also: Cashier (Bank) | Personal Banker | Bank Clerk | Customer Service Officer (Bank)
  level: entry
  core: Cash Handling | Customer Service | Account Opening | Banking Regulations
  common: Cross-Selling | Fraud Prevention
  adjacent: financial-adviser | customer-service-representative
insurance-underwriter: Insurance Underwriter
  also: Underwriter | Claims Adjuster | Claims Handler | Insurance Claims Specialist
  core: Risk Assessment | Underwriting | Policy Review | Claims Handling
  common: Actuarial Data | Negotiation | Excel
  licences: CPCU | Adjuster licence
  adjacent: financial-adviser | actuary
actuary: Actuary
  also: Actuarial Analyst | Pricing Actuary
  level: senior
  core: Actuarial Modelling | Statistics | Risk Modelling | Pricing
  common: R | Python | SQL | Excel VBA
  licences: FSA | FIA | ASA
  adjacent: insurance-underwriter | data-scientist

family sales: Sales
account-executive: Account Executive
  also: AE | Sales Executive | Enterprise Account Executive | Sales Representative | Sales Rep | Outside Sales Representative | Territory Sales Manager
  core: Prospecting | Pipeline Management | Negotiation | Closing | Salesforce
  common: Solution Selling | Cold Calling | Forecasting | HubSpot | MEDDIC
  adjacent: sales-development-representative | account-manager | sales-manager | sales-engineer
sales-development-representative: Sales Development Representative
  also: SDR | Business Development Representative | BDR | Inside Sales Representative | Lead Generation Specialist
  level: entry
  core: Prospecting | Cold Calling | Cold Emailing | Lead Qualification
  common: Salesforce | HubSpot | Outreach | LinkedIn Sales Navigator
  adjacent: account-executive
account-manager: Account Manager
  also: Key Account Manager | Client Account Manager | Client Manager | Strategic Account Manager
  core: Account Management | Client Relationship Management | Upselling | Renewals | Negotiation
  common: Salesforce | Forecasting | Contract Negotiation
  adjacent: account-executive | customer-success-manager | sales-manager
sales-manager: Sales Manager
  also: Head of Sales | Regional Sales Manager | Sales Director | VP Sales | VP of Sales | Vice President of Sales | Director of Sales
  level: manager
  core: Sales Leadership | Sales Forecasting | Pipeline Management | Coaching | Quota Setting
  common: Salesforce | Territory Planning | Hiring | Negotiation
  adjacent: account-executive | account-manager
sales-engineer: Sales Engineer
  also: Solutions Engineer | Presales Engineer | Pre-Sales Consultant | Solutions Consultant | Technical Sales Engineer
  core: Technical Demonstrations | Solution Design | Requirements Gathering | Proof of Concept
  common: APIs | Cloud Computing | Salesforce | Presentation Skills
  adjacent: account-executive | software-engineer | solutions-architect
retail-sales-associate: Retail Sales Associate
  also: Sales Associate | Shop Assistant | Retail Assistant | Sales Assistant | Cashier | Retail Associate
  level: entry
  core: Customer Service | Point of Sale | Merchandising | Cash Handling
  common: Stock Replenishment | Upselling | Product Knowledge
  adjacent: store-manager | customer-service-representative
store-manager: Store Manager
  also: Retail Manager | Shop Manager | Assistant Store Manager | Branch Manager (Retail)
  level: manager
  core: Retail Operations | Staff Scheduling | Sales Targets | Inventory Management | Team Leadership
  common: Visual Merchandising | Loss Prevention | P&L Management
  adjacent: retail-sales-associate | operations-manager
real-estate-agent: Real Estate Agent
  also: Realtor | Estate Agent | Real Estate Broker | Property Consultant | Leasing Agent | Letting Agent
  core: Property Valuation | Negotiation | Client Relationship Management | Property Listings
  common: CRM | Market Analysis | Contract Preparation
  licences: Real estate licence
  adjacent: property-manager

family marketing: Marketing
marketing-manager: Marketing Manager
  also: Head of Marketing | Marketing Director | Brand Manager | Product Marketing Manager | Marketing Lead | CMO | Chief Marketing Officer | VP Marketing | VP of Marketing
  level: manager
  core: Marketing Strategy | Campaign Management | Brand Management | Budget Management | Market Research
  common: Google Analytics | HubSpot | Go-to-Market | Positioning | Team Leadership
  adjacent: marketing-specialist | digital-marketing-specialist | content-marketing-manager | public-relations-specialist | market-research-analyst
marketing-specialist: Marketing Specialist
  also: Marketing Executive | Marketing Coordinator | Marketing Associate | Marketing Assistant | Marketing Officer
  level: entry
  core: Campaign Execution | Email Marketing | Social Media | Marketing Analytics
  common: HubSpot | Mailchimp | Canva | Copywriting | Event Planning
  adjacent: marketing-manager | digital-marketing-specialist | social-media-manager | event-planner
digital-marketing-specialist: Digital Marketing Specialist
  also: Digital Marketing Manager | Performance Marketing Manager | Growth Marketer | PPC Specialist | Paid Media Specialist | Paid Search Specialist
  core: Paid Search | Paid Social | Google Ads | Conversion Rate Optimisation | Google Analytics
  common: Meta Ads | A/B Testing | Marketing Automation | SQL | Attribution
  adjacent: marketing-specialist | marketing-manager | seo-specialist
seo-specialist: SEO Specialist
  also: SEO Manager | SEO Analyst | Search Engine Optimisation Specialist | Search Engine Optimization Specialist
  core: SEO | Keyword Research | Technical SEO | Link Building | Google Search Console
  common: Google Analytics | Content Strategy | HTML | Ahrefs | Semrush
  adjacent: digital-marketing-specialist | content-marketing-manager
content-marketing-manager: Content Marketing Manager
  also: Content Manager | Content Strategist | Content Marketer | Head of Content
  core: Content Strategy | Copywriting | Editorial Calendar | SEO
  common: CMS | Email Marketing | Analytics | Storytelling
  adjacent: marketing-manager | seo-specialist | copywriter
social-media-manager: Social Media Manager
  also: Social Media Specialist | Social Media Coordinator | Community Manager | Social Media Executive
  core: Social Media | Content Creation | Community Management | Social Media Analytics
  common: Canva | Hootsuite | Paid Social | Influencer Marketing | Copywriting
  adjacent: marketing-specialist | copywriter
public-relations-specialist: Public Relations Specialist
  also: PR Specialist | PR Manager | Communications Manager | Communications Specialist | Press Officer | Media Relations Manager
  core: Media Relations | Press Releases | Crisis Communication | Stakeholder Communication
  common: Copywriting | Event Planning | Social Media | Internal Communications
  adjacent: marketing-manager | copywriter
market-research-analyst: Market Research Analyst
  also: Consumer Insights Analyst | Insights Manager | Market Analyst
  core: Market Research | Survey Design | Quantitative Research | Competitive Analysis
  common: SPSS | Excel | Qualtrics | Data Visualisation
  adjacent: marketing-manager | data-analyst | ux-researcher

family hr: Human Resources
recruiter: Recruiter
  also: Technical Recruiter | Talent Acquisition Specialist | Talent Acquisition Partner | Recruitment Consultant | Sourcer | Talent Sourcer | Recruiting Coordinator | Corporate Recruiter | IT Recruiter | Headhunter | Recruitment Specialist
  core: Recruiting | Sourcing | Candidate Screening | Interviewing | Applicant Tracking Systems
  common: LinkedIn Recruiter | Employer Branding | Offer Negotiation | Boolean Search | Greenhouse | Workday
  adjacent: hr-generalist | talent-acquisition-manager
talent-acquisition-manager: Talent Acquisition Manager
  also: Head of Talent Acquisition | Recruitment Manager | Head of Recruitment | Recruiting Manager
  level: manager
  core: Recruiting Strategy | Team Leadership | Workforce Planning | Employer Branding
  common: Applicant Tracking Systems | Recruitment Metrics | Stakeholder Management
  adjacent: recruiter | hr-manager
hr-generalist: HR Generalist
  also: HR Officer | HR Advisor | HR Adviser | Human Resources Generalist | HR Specialist | HR Coordinator | People Operations Specialist | HR Assistant
  core: Employee Relations | HR Policies | Onboarding | Employment Law | HRIS
  common: Performance Management | Recruiting | Payroll | Workday | Benefits Administration
  licences: SHRM-CP | PHR | CIPD
  adjacent: recruiter | hr-manager | hr-business-partner | payroll-specialist | learning-and-development-specialist | compensation-analyst
hr-manager: HR Manager
  also: Human Resources Manager | People Manager (HR) | Head of People | HR Director | People Operations Manager | Chief People Officer | CHRO
  level: manager
  core: Employee Relations | HR Strategy | Employment Law | Performance Management | Team Leadership
  common: Compensation and Benefits | Organisational Development | HRIS | Change Management
  licences: SHRM-SCP | SPHR | CIPD
  adjacent: hr-generalist | hr-business-partner | talent-acquisition-manager
hr-business-partner: HR Business Partner
  also: HRBP | People Partner | Senior HR Business Partner
  level: senior
  core: Business Partnering | Employee Relations | Organisational Design | Performance Management | Change Management
  common: Workforce Planning | Employment Law | Coaching
  licences: CIPD | SHRM-SCP
  adjacent: hr-generalist | hr-manager
payroll-specialist: Payroll Specialist
  also: Payroll Administrator | Payroll Officer | Payroll Manager | Payroll Clerk
  core: Payroll Processing | Payroll Tax | Reconciliations | Benefits Administration
  common: ADP | Workday | Excel | Employment Law
  licences: CPP
  adjacent: hr-generalist | bookkeeper
compensation-analyst: Compensation and Benefits Analyst
  also: Compensation Analyst | Benefits Analyst | Reward Analyst | Total Rewards Specialist | Reward Manager
  core: Compensation Analysis | Benchmarking | Benefits Administration | Job Evaluation
  common: Excel | HRIS | Pay Equity
  licences: CCP
  adjacent: hr-generalist
learning-and-development-specialist: Learning and Development Specialist
  also: L&D Specialist | Training Specialist | Corporate Trainer | Training Manager | L&D Manager
  core: Training Delivery | Learning Needs Analysis | Programme Design | Facilitation
  common: Learning Management Systems | Coaching | E-Learning Authoring
  adjacent: hr-generalist | instructional-designer

family customer-support: Customer Support
customer-service-representative: Customer Service Representative
  also: Customer Service Advisor | Customer Service Agent | Customer Service Associate | Call Centre Agent | Call Center Representative | Contact Centre Advisor | CSR
  level: entry
  core: Customer Service | Complaint Handling | Call Handling | CRM
  common: Zendesk | Live Chat | Data Entry | De-escalation
  adjacent: customer-support-specialist | customer-support-team-lead | retail-sales-associate | bank-teller | receptionist
customer-support-specialist: Customer Support Specialist
  also: Support Specialist | Customer Support Agent | Support Agent | Customer Support Representative | Customer Care Specialist
  core: Ticket Management | Customer Service | Troubleshooting | Zendesk
  common: Intercom | Knowledge Base | Freshdesk | SLA Management
  adjacent: customer-service-representative | technical-support-engineer | customer-success-manager | customer-support-team-lead
technical-support-engineer: Technical Support Engineer
  also: Technical Support Specialist | IT Support Specialist | Help Desk Technician | Helpdesk Analyst | Service Desk Analyst | Desktop Support Technician | IT Support Technician
  core: Troubleshooting | Ticket Management | Windows | Active Directory | Networking Basics
  common: Microsoft 365 | ITIL | Hardware Support | Remote Support | Linux
  licences: CompTIA A+
  adjacent: customer-support-specialist | systems-administrator
customer-success-manager: Customer Success Manager
  also: Customer Success Specialist | Client Success Manager | Customer Success Lead
  core: Customer Onboarding | Account Management | Renewals | Churn Reduction | Customer Health Scoring
  common: Gainsight | Salesforce | Upselling | QBRs
  adjacent: account-manager | customer-support-specialist
customer-support-team-lead: Customer Support Team Lead
  also: Customer Service Team Leader | Customer Service Supervisor | Call Centre Supervisor | Customer Support Manager | Customer Service Manager | Head of Customer Support
  level: manager
  core: Team Leadership | Quality Assurance (Support) | SLA Management | Coaching | Workforce Management
  common: Zendesk | Reporting | Escalation Handling
  adjacent: customer-service-representative | customer-support-specialist

family administration: Administration
administrative-assistant: Administrative Assistant
  also: Admin Assistant | Administrator | Office Assistant | Secretary | Administrative Coordinator | Clerical Assistant | Clerk
  level: entry
  core: Scheduling | Microsoft Office | Data Entry | Document Management | Correspondence
  common: Diary Management | Filing | Minute Taking | Travel Booking
  adjacent: executive-assistant | office-manager | receptionist | data-entry-clerk | project-coordinator
executive-assistant: Executive Assistant
  also: Personal Assistant | Executive Secretary | Chief of Staff Assistant
  core: Diary Management | Travel Booking | Stakeholder Management | Confidentiality | Microsoft Office
  common: Event Planning | Minute Taking | Expense Management | Board Papers
  adjacent: administrative-assistant | office-manager
office-manager: Office Manager
  also: Office Administrator | Facilities Coordinator | Workplace Manager | Operations Coordinator (Office)
  level: manager
  core: Office Administration | Facilities Management | Vendor Management | Budget Management
  common: Health and Safety | Onboarding | Microsoft Office | Event Planning
  adjacent: administrative-assistant | executive-assistant | facilities-manager
receptionist: Receptionist
  also: Front Desk Receptionist | Front Desk Agent | Front of House | Concierge | Guest Service Agent
  level: entry
  core: Front Desk Operations | Customer Service | Call Handling | Scheduling
  common: Microsoft Office | Visitor Management | Data Entry
  adjacent: administrative-assistant | medical-receptionist | customer-service-representative | hotel-manager
data-entry-clerk: Data Entry Clerk
  also: Data Entry Operator | Data Entry Specialist | Records Clerk | Data Administrator
  level: entry
  core: Data Entry | Typing | Accuracy | Spreadsheets
  common: Excel | Database Management | Records Management
  adjacent: administrative-assistant
project-coordinator: Project Coordinator
  also: Project Administrator | Project Support Officer | PMO Analyst | Programme Coordinator
  level: entry
  core: Project Scheduling | Documentation | Stakeholder Communication | Status Reporting
  common: MS Project | Jira | Excel | Risk Logs
  adjacent: project-manager | administrative-assistant
`;
