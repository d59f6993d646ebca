// Skills of the work outside software (issue 32), read with skills-vocabulary.ts by skills.ts: one skill a line,
// its canonical name, with synonyms, abbreviations and phrase variants after "=" separated by "|". A line of an
// existing skill adds synonyms to it. "Qualified > Base" lines (QUALIFIED_SKILLS) say that a qualified form
// covers its base skill: a posting asking for "Advanced Excel" is met by "Excel". Data only: the rules live in
// skills.ts. Written for Vitrine, following the skill groupings of O*NET and ESCO (see app/server/ai/occupations).
export const SKILLS_ACROSS_WORK = `
CPA=CPA License|CPA Licence|Certified Public Accountant|CPA Certification
ACCA
CIMA
GAAP=US GAAP|U.S. GAAP|Generally Accepted Accounting Principles
IFRS=International Financial Reporting Standards
Month-End Close=Month End Close|Month-End|Month-End Closing|Period-End Close|Financial Close|Close Process
Account Reconciliations=Reconciliations|Account Reconciliation|Balance Sheet Reconciliations|Bank Reconciliations
Journal Entries=Journal Entry
Accruals
Fixed Assets=Fixed Asset Accounting|Fixed-Asset Register|Fixed Asset Register
General Ledger=GL Accounting
SOX=SOX Compliance|SOX Controls|Sarbanes-Oxley
Audit Support=External Audit Support
NetSuite=Oracle NetSuite
BlackLine
Accounts Payable=AP Processing
Accounts Receivable
Flux Analysis=Variance Analysis
Registered Nurse=RN Licence|RN Licensure|Registered Nurse Licence
PALS=Pediatric Advanced Life Support
CCRN=CCRN Certification
Critical Care=Critical Care Nursing|ICU Nursing
IV Therapy=IV Therapy|Intravenous Therapy
CRRT
Ventilator Management=Mechanical Ventilation
Hemodynamic Monitoring=Haemodynamic Monitoring
Sepsis Protocols=Sepsis Management
Preceptorship=Precepting
Nursing Leadership=Nurse Management
IEP=IEPs|Individualized Education Program|Individualised Education Plan
Lesson Planning=Lesson Plans|Planning Lessons
Classroom Management=Behaviour Management|Behavior Management
Differentiated Instruction=Differentiation
Formative Assessment=Assessment for Learning
QTS=Qualified Teacher Status
GCSE Teaching=GCSE Mathematics|GCSE Maths|GCSE
A-level Teaching=A-level Mathematics|A-level|A-levels|A Level
Safeguarding=Child Protection
Intervention Programmes=Intervention Programs
Phonics
Primary Curriculum=Primary National Curriculum|National Curriculum
Recruiting=Recruitment|Talent Acquisition|Full-Cycle Recruiting|Technical Recruiting|Sourcing Candidates
Onboarding=Employee Onboarding
Employee Relations
HR Policies=HR Policy
Payroll=Payroll Coordination|Payroll Processing
Employment Law=Labour Law Compliance|Labor Law Compliance|Employment Law Compliance|Labour Law
Employee Engagement
S&OP=Sales and Operations Planning|S&OP Process|IBP|Integrated Business Planning
Demand Planning=Demand Forecasting
Supply Planning
Statistical Forecasting
Inventory Management=Inventory Optimisation|Inventory Optimization|Inventory Control|Stock Control
MRP=Material Requirements Planning
SAP APO=APO
SAP IBP
Forecast Accuracy
APICS CPIM=CPIM
HVAC=Heating Ventilation and Air Conditioning
NEC=National Electrical Code
Conduit=Conduit Bending
PLC=PLCs|PLC Programming|Programmable Logic Controllers
Journeyman Licence=Journeyman License|Journeyman Electrician License
Electrical Installation=Electrical Installations
Fault Finding=Fault-Finding|Fault-Find|Troubleshooting Electrical Faults
Testing and Inspection=Test and Inspect|Inspection and Testing
Three-Phase Systems=Three-Phase|3-Phase
Wiring Regulations=BS 7671|18th Edition
Distribution Boards
Safe Isolation
Fire Alarm Systems=Fire Alarms
Emergency Lighting
Electrical Apprenticeship
Planned Maintenance=Preventive Maintenance|Preventative Maintenance|Reactive Maintenance
CMMS
Plumbing
Food Safety=Food Hygiene|Food Safety Certificate
HACCP=HACCP Level 3|HACCP Certificate
Pastry=Patisserie|Viennoiserie|Lamination|Laminated Doughs|Chocolate Work|Sugar Work
Menu Costing=Food Costing|Food Cost|Food Cost Control
Menu Development=Menu Planning|Menu Writing|Seasonal Menus
Kitchen Management=Kitchen Operations|Run the Kitchen
Allergen Management=Allergen Procedures|Allergen Records
Line Cooking
Butchery
B2B Sales=B2B|Business-to-Business Sales
Full-Cycle Sales=Full Cycle Sales|Closing Deals
Pipeline Management=Pipeline Generation|Sales Pipeline
MEDDIC=MEDDICC
Cold Outreach=Cold Calling|Prospecting|Outbound Prospecting
Product Demos=Product Demonstrations
Contract Negotiation
Mortgage Advice=Regulated Mortgage Advice|Mortgage Advising
CeMAP
Technical SEO
Keyword Research
Google Search Console=Search Console
Google Analytics=Google Analytics 4|GA4
Looker Studio=Google Data Studio|Data Studio
Link Building
Ahrefs
SEMrush
User Journeys=User Journey Mapping|Journey Mapping
User Research=UX Research
Legal Research=Cite-Checking|Cite Checking
Litigation=Litigation Support|Commercial Litigation
E-Discovery=eDiscovery|Electronic Discovery|e-discovery
Relativity
Drafting Pleadings=Pleadings|Draft Pleadings
Document Review
Court Filings=Court Filing|File Documents with the Courts
Affidavits
Legal Citation
Case Management
Paralegal Licence=Paralegal License|LSO P1 Licence|P1 Licence
Customer Support=Customer Care|Technical Support
SLA Management=SLAs|SLA|Service Level Agreements
Knowledge Base=Knowledge Base Management
Escalation Management=Escalations
CSAT=Customer Satisfaction
Workforce Planning
Freshdesk
PCR=Polymerase Chain Reaction|qPCR
ELISA
GLP=Good Laboratory Practice
Clinical Chemistry=Chemistry Analysers
Hematology=Haematology
Quality Control=QC
Method Validation
CLIA
CAP Inspection=CAP Inspections|CAP Accreditation
LIS=Laboratory Information System
Microscopy
Laboratory Safety=Lab Safety
CLS Licence=CLS License|Clinical Laboratory Scientist License
ASCP Certification=ASCP
PE Licence=PE License|Professional Engineer License|Chartered Engineer
Highway Design=Highways Design|Road Design
Drainage Design
Site Supervision
Structural Calculations
Quantity Surveying
Contract Administration=NEC Contracts
Health and Safety=Health & Safety
Freight Forwarding=Freight Forwarder
WMS=Warehouse Management Systems|Warehouse Management System
TMS=Transport Management System|Transportation Management System
3PL=Third-Party Logistics
Transport Planning=Transportation Planning
Carrier Management=Carrier Booking
Customs Documentation=Customs Documents|Customs Clearance
Incoterms
Shipment Tracking=Shipment Monitoring
KPI Reporting=KPI Dashboards
Diary Management=Calendar Management
Travel Coordination=Travel Arrangements|Travel Booking
Office Management=Office Administration
Microsoft 365=Office 365|M365
Minute Taking=Taking Minutes
Supplier Management=Supplier Relationships
Invoice Processing
`;

/** A qualified form of a skill and the base skill it covers ("Advanced Excel" covers "Excel"). */
export const QUALIFIED_SKILLS: Record<string, string> = {
  "Advanced Excel": "Excel",
  "SAP FICO": "SAP",
  "SAP APO": "SAP",
  "SAP IBP": "SAP",
  "Statistical Forecasting": "Forecasting",
  "Technical SEO": "SEO",
  "Full-Cycle Sales": "Sales",
  "B2B Sales": "Sales",
};

/** A suite a resume names shows the applications it is made of ("Microsoft 365" shows Word and Excel). */
export const SUITE_SKILLS: Record<string, string[]> = {
  "Microsoft 365": ["Microsoft Word", "Excel", "PowerPoint", "Outlook"],
  "Microsoft Office": ["Microsoft Word", "Excel", "PowerPoint", "Outlook"],
  "Google Workspace": ["Google Sheets"],
};
