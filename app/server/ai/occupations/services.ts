// Occupations of hospitality, law, public service, creative work and general management (format: index.ts
// readCatalogue). Data only, written for Vitrine; the structure follows O*NET-SOC and ESCO (README.md).
export const SERVICES_OCCUPATIONS = `
family hospitality-food: Hospitality and Food
chef: Chef
  also: Head Chef | Executive Chef | Sous Chef | Chef de Partie | Line Cook | Cook | Commis Chef | Kitchen Manager | Prep Cook
  core: Food Preparation | Menu Planning | Food Safety | Kitchen Management
  common: HACCP | Stock Control | Food Costing | Team Leadership
  licences: Food hygiene certificate | ServSafe
  adjacent: pastry-chef | restaurant-manager | kitchen-porter
pastry-chef: Pastry Chef
  also: Pastry Cook | Baker | Patissier | Head Baker | Cake Decorator
  core: Pastry | Baking | Dessert Preparation | Food Safety
  common: Chocolate Work | Bread Making | Recipe Development | HACCP
  licences: Food hygiene certificate
  adjacent: chef
kitchen-porter: Kitchen Porter
  also: Dishwasher | Kitchen Assistant | Kitchen Hand | Steward (Kitchen)
  level: entry
  core: Dishwashing | Kitchen Cleaning | Food Safety
  common: Food Preparation | Stock Rotation
  adjacent: chef
waiter: Waiter
  also: Waitress | Waiting Staff | Food Server | Food and Beverage Server | Hostess | Busser
  level: entry
  core: Table Service | Customer Service | Point of Sale | Food Safety
  common: Wine Knowledge | Upselling | Cash Handling
  adjacent: bartender | restaurant-manager
bartender: Bartender
  also: Barista | Bar Staff | Mixologist | Barback | Bar Supervisor
  level: entry
  core: Drink Preparation | Customer Service | Cash Handling | Responsible Alcohol Service
  common: Cocktails | Coffee Preparation | Stock Control
  licences: Personal licence (alcohol) | TIPS certification
  adjacent: waiter | restaurant-manager
restaurant-manager: Restaurant Manager
  also: Assistant Restaurant Manager | Food and Beverage Manager | F&B Manager | Front of House Manager | Cafe Manager | Bar Manager
  level: manager
  core: Restaurant Operations | Staff Scheduling | Customer Service | P&L Management | Food Safety
  common: Inventory Management | Hiring | Point of Sale
  adjacent: chef | waiter | bartender | hotel-manager
hotel-manager: Hotel Manager
  also: Hotel General Manager | Front Office Manager | Guest Relations Manager | Rooms Division Manager | Guest Services Manager | Housekeeping Manager
  level: manager
  core: Hotel Operations | Guest Experience | Revenue Management | Team Leadership | Budget Management
  common: Property Management Systems | Opera PMS | Event Planning
  adjacent: restaurant-manager | receptionist | event-planner | flight-attendant
event-planner: Event Planner
  also: Event Manager | Event Coordinator | Conference Organiser | Wedding Planner | Events Executive
  core: Event Planning | Vendor Management | Budget Management | Logistics Planning
  common: Negotiation | Event Marketing | Registration Systems
  adjacent: hotel-manager | marketing-specialist

family legal: Legal
lawyer: Lawyer
  also: Attorney | Solicitor | Associate Attorney | Barrister | Counsel | Legal Counsel | In-House Counsel | General Counsel | Corporate Lawyer | Litigator
  level: senior
  core: Legal Research | Legal Drafting | Contract Negotiation | Litigation | Legal Advice
  common: Corporate Law | Employment Law | Due Diligence | Regulatory Compliance | Westlaw
  licences: Bar admission | Solicitor qualification (SQE)
  adjacent: paralegal | compliance-officer | contracts-manager
paralegal: Paralegal
  also: Legal Assistant | Legal Secretary | Litigation Paralegal | Conveyancer | Legal Executive
  level: entry
  core: Legal Research | Document Review | Case Management | Legal Drafting
  common: E-Discovery | Westlaw | LexisNexis | Court Filings
  licences: Paralegal certificate
  adjacent: lawyer | contracts-manager
compliance-officer: Compliance Officer
  also: Compliance Analyst | Compliance Manager | AML Analyst | KYC Analyst | Risk and Compliance Analyst | Chief Compliance Officer | MLRO
  core: Regulatory Compliance | AML | KYC | Risk Assessment | Policy Writing
  common: Compliance Monitoring | Audits | GDPR | Training Delivery
  licences: ICA certificate | CAMS
  adjacent: lawyer | auditor | regulatory-affairs-specialist | data-protection-officer
contracts-manager: Contracts Manager
  also: Contract Manager | Contracts Administrator | Contract Specialist | Commercial Contracts Manager
  core: Contract Management | Contract Negotiation | Legal Drafting | Risk Assessment
  common: CLM Software | Procurement | Stakeholder Management
  adjacent: lawyer | paralegal
data-protection-officer: Data Protection Officer
  also: DPO | Privacy Officer | Privacy Manager | Privacy Counsel
  core: GDPR | Data Protection | Privacy Impact Assessment | Policy Writing
  common: ISO 27001 | Training Delivery | Incident Response
  licences: CIPP/E | CIPP/US
  adjacent: compliance-officer

family public-sector: Public Sector
policy-analyst: Policy Analyst
  also: Policy Adviser | Policy Advisor | Policy Officer | Public Policy Analyst | Government Analyst
  core: Policy Analysis | Research | Report Writing | Stakeholder Engagement
  common: Data Analysis | Legislation | Briefing Writing
  adjacent: civil-servant | urban-planner | nonprofit-manager
civil-servant: Civil Servant
  also: Government Officer | Public Servant | Administrative Officer (Government) | Executive Officer (Civil Service) | Caseworker | Benefits Officer
  core: Case Management | Public Administration | Regulations | Report Writing
  common: Stakeholder Engagement | Data Entry | Customer Service
  adjacent: policy-analyst | social-worker
social-worker: Social Worker
  also: Case Manager (Social Care) | Child Protection Social Worker | Family Support Worker | Clinical Social Worker | LCSW
  core: Safeguarding | Case Management | Risk Assessment | Care Planning | Crisis Intervention
  common: Mental Health | Family Support | Report Writing
  licences: Social work licence | LCSW | Social Work England registration
  adjacent: civil-servant | counsellor
counsellor: Counsellor
  also: Counselor | Therapist | Psychotherapist | Mental Health Counselor | Licensed Professional Counselor | LPC | Psychologist
  core: Counselling | Mental Health Assessment | Treatment Planning | CBT
  common: Crisis Intervention | Clinical Documentation | Group Therapy
  licences: LPC licence | BACP registration
  adjacent: social-worker
police-officer: Police Officer
  also: Police Constable | Patrol Officer | Sheriff's Deputy | Detective | Police Sergeant
  core: Law Enforcement | Patrol | Incident Response | Report Writing
  common: Investigation | First Aid | Conflict Resolution
  licences: POST certification
  adjacent: security-officer | firefighter
firefighter: Firefighter
  also: Fire Fighter | Firefighter EMT | Fire Officer
  core: Fire Suppression | Emergency Response | Rescue | Fire Safety
  common: First Aid | EMT | Hazardous Materials
  licences: Firefighter I certification | EMT certification
  adjacent: police-officer | paramedic
security-officer: Security Officer
  also: Security Guard | Door Supervisor | Loss Prevention Officer | Security Supervisor
  level: entry
  core: Patrolling | Access Control | CCTV Monitoring | Incident Reporting
  common: Conflict Resolution | First Aid | Customer Service
  licences: SIA licence | Guard card
  adjacent: police-officer
urban-planner: Urban Planner
  also: Town Planner | City Planner | Planning Officer | Transport Planner (Urban) | Regional Planner
  core: Land Use Planning | Zoning | Planning Policy | GIS
  common: Community Engagement | Environmental Impact Assessment | Report Writing
  licences: AICP | RTPI
  adjacent: architect | policy-analyst | gis-analyst
health-and-safety-officer: Health and Safety Officer
  also: HSE Officer | EHS Specialist | Safety Officer | Health and Safety Manager | HSE Manager | EHS Manager | Safety Coordinator
  core: Health and Safety | Risk Assessment | Incident Investigation | Safety Audits | OSHA
  common: ISO 45001 | Safety Training | COSHH | Environmental Compliance
  licences: NEBOSH | CSP | OSHA 30
  adjacent: environmental-scientist | facilities-manager

family creative: Creative and Media
copywriter: Copywriter
  also: Content Writer | Writer | Senior Copywriter | Technical Writer | UX Writer | Editor | Copy Editor | Journalist | Reporter
  core: Copywriting | Editing | Proofreading | Brand Voice | Storytelling
  common: SEO | Content Strategy | CMS | Research
  adjacent: content-marketing-manager | social-media-manager | public-relations-specialist | art-director
art-director: Art Director
  also: Creative Director | Associate Creative Director | Senior Art Director
  level: senior
  core: Art Direction | Creative Concepts | Branding | Team Leadership | Adobe Creative Suite
  common: Photography Direction | Campaign Development | Typography
  adjacent: graphic-designer | design-manager | copywriter
illustrator: Illustrator
  also: Digital Illustrator | Concept Artist | Storyboard Artist | Comic Artist
  core: Illustration | Drawing | Adobe Illustrator | Procreate | Composition
  common: Adobe Photoshop | Character Design | Colour Theory
  adjacent: graphic-designer | animator-3d
motion-designer: Motion Designer
  also: Motion Graphics Designer | Animator | 2D Animator | Video Editor | Editor (Video) | Post-Production Editor
  core: Motion Graphics | Adobe After Effects | Video Editing | Animation
  common: Premiere Pro | DaVinci Resolve | Cinema 4D | Sound Design
  adjacent: graphic-designer | animator-3d | videographer
animator-3d: 3D Artist
  also: 3D Animator | 3D Modeller | 3D Modeler | CG Artist | VFX Artist | Technical Artist
  core: 3D Modelling | Blender | Maya | Texturing | Rendering
  common: ZBrush | Houdini | Substance Painter | Unreal Engine
  adjacent: motion-designer | illustrator | game-developer
photographer: Photographer
  also: Photo Editor | Product Photographer | Photojournalist | Retoucher
  core: Photography | Lighting | Adobe Lightroom | Photo Editing
  common: Adobe Photoshop | Studio Photography | Art Direction
  adjacent: videographer | graphic-designer
videographer: Videographer
  also: Video Producer | Camera Operator | Filmmaker | Cinematographer | Producer (Video)
  core: Video Production | Camera Operation | Video Editing | Lighting
  common: Premiere Pro | Final Cut Pro | Storyboarding | Sound Recording
  adjacent: motion-designer | photographer | musician
musician: Musician
  also: Music Teacher (Private) | Composer | Sound Engineer | Audio Engineer | Music Producer
  core: Music Performance | Music Theory | Audio Production | Composition
  common: Pro Tools | Ableton Live | Logic Pro | Live Sound
  adjacent: videographer

family management: Management
project-manager: Project Manager
  also: IT Project Manager | Programme Manager | Program Manager | Delivery Manager | Scrum Master | Agile Project Manager | Technical Program Manager | TPM | PMO Manager
  core: Project Planning | Risk Management | Stakeholder Management | Budget Management | Agile
  common: Scrum | Jira | MS Project | PRINCE2 | Change Management
  licences: PMP | PRINCE2 Practitioner | CSM certification
  adjacent: project-coordinator | engineering-manager | product-manager | business-analyst | construction-manager | general-manager | nonprofit-manager
general-manager: General Manager
  also: Managing Director | Chief Executive Officer | CEO | Country Manager | Business Unit Manager
  level: executive
  core: Strategic Planning | P&L Management | Team Leadership | Business Development | Stakeholder Management
  common: Budgeting | Change Management | Operations Management
  adjacent: operations-manager | project-manager | management-consultant
management-consultant: Management Consultant
  also: Consultant | Strategy Consultant | Business Consultant | Senior Consultant | Associate Consultant | Business Transformation Consultant
  core: Problem Solving | Business Strategy | Stakeholder Management | Financial Analysis | Presentation Skills
  common: PowerPoint | Excel | Change Management | Market Research
  adjacent: general-manager | business-analyst
facilities-manager: Facilities Manager
  also: Facility Manager | Head of Facilities | Estates Manager | Building Manager
  level: manager
  core: Facilities Management | Maintenance Planning | Vendor Management | Health and Safety | Budget Management
  common: CMMS | Space Planning | Energy Management
  licences: IWFM | CFM
  adjacent: office-manager | maintenance-technician | health-and-safety-officer | property-manager
property-manager: Property Manager
  also: Property Management Specialist | Asset Manager (Property) | Community Association Manager | Tenancy Manager | Leasing Manager
  level: manager
  core: Property Management | Tenant Relations | Lease Administration | Budget Management
  common: Yardi | Maintenance Planning | Rent Collection
  licences: Real estate licence
  adjacent: real-estate-agent | facilities-manager
nonprofit-manager: Nonprofit Programme Manager
  also: Program Director (Nonprofit) | Charity Manager | Fundraising Manager | Development Director | Grant Manager | Fundraiser
  level: manager
  core: Programme Management | Fundraising | Grant Writing | Stakeholder Engagement | Budget Management
  common: Donor Relations | Volunteer Management | Impact Reporting
  adjacent: project-manager | policy-analyst
`;
