// Occupations of healthcare, education and science (format: index.ts readCatalogue). Data only, written for
// Vitrine; the structure follows O*NET-SOC and ESCO (README.md).
export const CARE_AND_LEARNING_OCCUPATIONS = `
family healthcare: Healthcare
registered-nurse: Registered Nurse
  also: RN | Staff Nurse | Registered General Nurse | Charge Nurse | Clinical Nurse | ICU Nurse | Ward Nurse | Bedside Nurse | Nurse
  core: Patient Assessment | Medication Administration | Care Planning | Patient Safety | Clinical Documentation
  common: IV Therapy | Wound Care | BLS | ACLS | Electronic Health Records | Infection Control | Patient Education | Triage
  licences: RN licence | NCLEX-RN
  adjacent: nurse-manager | licensed-practical-nurse | nurse-practitioner | clinical-nurse-educator | healthcare-assistant | paramedic
licensed-practical-nurse: Licensed Practical Nurse
  also: LPN | LVN | Licensed Vocational Nurse | Enrolled Nurse
  level: entry
  core: Patient Care | Vital Signs | Medication Administration | Clinical Documentation
  common: Wound Care | BLS | Infection Control | Long-Term Care | Electronic Health Records
  licences: LPN licence | NCLEX-PN
  adjacent: registered-nurse | healthcare-assistant
nurse-manager: Nurse Manager
  also: Nursing Manager | Ward Manager | Unit Manager | Nurse Unit Manager | Head Nurse
  level: manager
  core: Nursing Leadership | Staff Scheduling | Patient Safety | Quality Improvement | Budget Management
  common: Care Planning | Clinical Governance | Staff Development | Electronic Health Records | Regulatory Compliance
  licences: RN licence
  adjacent: registered-nurse | director-of-nursing | clinical-nurse-educator
director-of-nursing: Director of Nursing
  also: Chief Nursing Officer | CNO | Head of Nursing | Nursing Director
  level: executive
  core: Nursing Leadership | Clinical Governance | Strategic Planning | Budget Management | Regulatory Compliance
  common: Quality Improvement | Workforce Planning | Patient Safety
  licences: RN licence
  adjacent: nurse-manager | healthcare-administrator
nurse-practitioner: Nurse Practitioner
  also: NP | Advanced Nurse Practitioner | Family Nurse Practitioner | FNP | APRN
  level: senior
  core: Diagnosis | Prescribing | Patient Assessment | Treatment Planning
  common: Chronic Disease Management | Patient Education | Electronic Health Records | ACLS
  licences: RN licence | APRN licence | Prescriptive authority
  adjacent: registered-nurse | physician | physician-assistant
clinical-nurse-educator: Clinical Nurse Educator
  also: Nurse Educator | Clinical Educator | Practice Development Nurse
  level: senior
  core: Clinical Teaching | Curriculum Development | Competency Assessment | Patient Safety
  common: BLS | ACLS | Simulation Training | Staff Development
  licences: RN licence
  adjacent: registered-nurse | nurse-manager
healthcare-assistant: Healthcare Assistant
  also: HCA | Certified Nursing Assistant | CNA | Nursing Assistant | Care Assistant | Patient Care Technician | Support Worker
  level: entry
  core: Personal Care | Vital Signs | Patient Mobility | Infection Control
  common: Dementia Care | Feeding Assistance | Clinical Documentation | BLS
  licences: CNA certification
  adjacent: registered-nurse | licensed-practical-nurse | home-care-aide | medical-assistant
home-care-aide: Home Care Aide
  also: Home Health Aide | HHA | Carer | Domiciliary Carer | Personal Care Aide | Caregiver
  level: entry
  core: Personal Care | Companionship | Meal Preparation | Medication Reminders
  common: Dementia Care | Patient Mobility | Safeguarding
  adjacent: healthcare-assistant
physician: Physician
  also: Doctor | Medical Doctor | General Practitioner | GP | Family Physician | Hospitalist | Internist
  level: senior
  core: Diagnosis | Treatment Planning | Prescribing | Patient Assessment
  common: Clinical Research | Electronic Health Records | Chronic Disease Management | Medical Ethics
  licences: Medical licence | Board certification
  adjacent: nurse-practitioner | physician-assistant
physician-assistant: Physician Assistant
  also: PA-C | Physician Associate
  core: Patient Assessment | Diagnosis | Treatment Planning | Prescribing
  common: Suturing | Electronic Health Records | Patient Education
  licences: PA licence | NCCPA certification
  adjacent: physician | nurse-practitioner
pharmacist: Pharmacist
  also: Clinical Pharmacist | Community Pharmacist | Retail Pharmacist | PharmD
  level: senior
  core: Dispensing | Medication Review | Drug Interactions | Patient Counselling
  common: Pharmacy Law | Immunisation | Inventory Management
  licences: Pharmacist licence
  adjacent: pharmacy-technician
pharmacy-technician: Pharmacy Technician
  also: Pharmacy Tech | CPhT | Dispensing Technician
  level: entry
  core: Dispensing | Prescription Processing | Inventory Management
  common: Pharmacy Software | Customer Service | Compounding
  licences: CPhT certification
  adjacent: pharmacist
physiotherapist: Physical Therapist
  also: Physiotherapist | Physio | DPT
  core: Musculoskeletal Assessment | Rehabilitation | Exercise Prescription | Manual Therapy
  common: Sports Injuries | Patient Education | Clinical Documentation
  licences: Physical therapist licence | HCPC registration
  adjacent: occupational-therapist
occupational-therapist: Occupational Therapist
  also: OTR | Occupational Therapy Practitioner
  core: Functional Assessment | Rehabilitation | Activities of Daily Living | Care Planning
  common: Assistive Technology | Paediatrics | Mental Health | Clinical Documentation
  licences: OT licence | NBCOT certification
  adjacent: physiotherapist
medical-assistant: Medical Assistant
  also: Clinical Assistant | Medical Office Assistant | CMA
  level: entry
  core: Vital Signs | Phlebotomy | Patient Intake | Scheduling
  common: Electronic Health Records | Medical Terminology | Medical Billing | BLS
  licences: CMA certification
  adjacent: healthcare-assistant | medical-receptionist
paramedic: Paramedic
  also: EMT | Emergency Medical Technician | EMT-Paramedic | Ambulance Technician
  core: Emergency Care | Patient Assessment | Trauma Care | Advanced Life Support
  common: ACLS | PALS | Triage | Ambulance Driving
  licences: Paramedic licence | NREMT certification
  adjacent: registered-nurse | firefighter
healthcare-administrator: Healthcare Administrator
  also: Practice Manager | Hospital Administrator | Clinic Manager | Health Services Manager
  level: manager
  core: Healthcare Operations | Budget Management | Regulatory Compliance | Staff Management
  common: Medical Billing | Electronic Health Records | Quality Improvement | Patient Experience
  adjacent: director-of-nursing | medical-receptionist
medical-receptionist: Medical Receptionist
  also: Patient Services Representative | Front Desk Coordinator (Clinic) | Unit Clerk | Ward Clerk
  level: entry
  core: Patient Scheduling | Patient Intake | Customer Service | Medical Terminology
  common: Electronic Health Records | Insurance Verification | Medical Billing
  adjacent: medical-assistant | healthcare-administrator | receptionist
dental-hygienist: Dental Hygienist
  also: RDH | Registered Dental Hygienist | Dental Therapist
  core: Dental Cleaning | Periodontal Assessment | Dental Radiography | Patient Education
  common: Infection Control | Dental Software
  licences: Dental hygienist licence
  adjacent: dental-assistant
dental-assistant: Dental Assistant
  also: Dental Nurse | Chairside Assistant
  level: entry
  core: Chairside Assistance | Infection Control | Dental Radiography
  common: Patient Scheduling | Dental Software
  licences: Dental assistant certification
  adjacent: dental-hygienist

family education: Education
teacher: Teacher
  also: Classroom Teacher | Secondary School Teacher | High School Teacher | Primary School Teacher | Elementary School Teacher | Middle School Teacher | Maths Teacher | Math Teacher | Mathematics Teacher | English Teacher | Science Teacher | History Teacher
  core: Lesson Planning | Classroom Management | Curriculum Delivery | Student Assessment | Differentiated Instruction
  common: Behaviour Management | Parent Communication | Educational Technology | Safeguarding | Google Classroom
  licences: Teaching licence | QTS | State teaching certificate
  adjacent: head-of-department | special-education-teacher | teaching-assistant | tutor | instructional-designer | early-years-teacher | academic-advisor
head-of-department: Head of Department
  also: Head of Mathematics | Head of Maths | Head of English | Head of Science | Department Head | Subject Leader | Curriculum Leader
  level: manager
  core: Curriculum Development | Team Leadership | Lesson Planning | Student Assessment | Data Analysis
  common: Teacher Mentoring | Classroom Management | Budget Management | Safeguarding
  licences: Teaching licence | QTS
  adjacent: teacher | school-principal
school-principal: School Principal
  also: Principal | Headteacher | Head Teacher | Assistant Principal | Vice Principal | Deputy Head | Deputy Headteacher
  level: executive
  core: School Leadership | Strategic Planning | Staff Management | Budget Management | Safeguarding
  common: Curriculum Development | Parent Communication | Regulatory Compliance
  licences: Teaching licence | Administrator certification | NPQH
  adjacent: head-of-department
special-education-teacher: Special Education Teacher
  also: SEN Teacher | SEND Teacher | Special Needs Teacher | SENCO | Learning Support Teacher
  core: IEP | Differentiated Instruction | Behaviour Management | Student Assessment | Lesson Planning
  common: Applied Behaviour Analysis | Assistive Technology | Parent Communication | Safeguarding
  licences: Teaching licence | Special education certification
  adjacent: teacher | teaching-assistant
teaching-assistant: Teaching Assistant
  also: Classroom Assistant | Learning Support Assistant | Paraprofessional | Paraeducator | Instructional Aide
  level: entry
  core: Classroom Support | Small Group Instruction | Behaviour Management
  common: Safeguarding | IEP | Reading Intervention
  adjacent: teacher | special-education-teacher | early-years-teacher
early-years-teacher: Early Years Teacher
  also: Preschool Teacher | Kindergarten Teacher | Nursery Teacher | Early Childhood Educator | Pre-K Teacher
  core: Early Childhood Development | Play-Based Learning | Safeguarding | Observation and Assessment
  common: Parent Communication | Phonics | Classroom Management
  licences: Early childhood certification | EYTS
  adjacent: teacher | teaching-assistant
tutor: Tutor
  also: Private Tutor | Academic Tutor | Online Tutor | Maths Tutor | Learning Mentor
  level: entry
  core: One-to-One Instruction | Lesson Planning | Student Assessment
  common: Exam Preparation | Educational Technology
  adjacent: teacher
lecturer: Lecturer
  also: University Lecturer | Professor | Assistant Professor | Associate Professor | Adjunct Professor | Senior Lecturer
  level: senior
  core: Teaching | Academic Research | Curriculum Development | Student Supervision
  common: Grant Writing | Academic Publishing | Student Assessment
  adjacent: research-scientist
instructional-designer: Instructional Designer
  also: Learning Designer | E-Learning Developer | Learning Experience Designer | Curriculum Designer
  core: Instructional Design | Curriculum Development | E-Learning Authoring | Learning Needs Analysis
  common: Articulate Storyline | Learning Management Systems | ADDIE | Video Editing
  adjacent: teacher | learning-and-development-specialist
academic-advisor: Academic Advisor
  also: School Counselor | Guidance Counselor | Careers Adviser | Student Adviser
  core: Student Advising | Career Guidance | Student Records
  common: Mental Health First Aid | Safeguarding | Parent Communication
  licences: School counselor certification
  adjacent: teacher

family science-lab: Science and Laboratory
laboratory-technician: Laboratory Technician
  also: Lab Technician | Lab Tech | Laboratory Assistant | Research Technician
  level: entry
  core: Sample Preparation | Laboratory Safety | Good Laboratory Practice | Equipment Maintenance
  common: Pipetting | Data Recording | LIMS | Chemical Handling
  adjacent: research-scientist | medical-laboratory-scientist | quality-control-analyst
medical-laboratory-scientist: Medical Laboratory Scientist
  also: Clinical Laboratory Scientist | Biomedical Scientist | Medical Technologist | MLS
  core: Clinical Chemistry | Haematology | Microbiology | Quality Control
  common: LIMS | Phlebotomy | Blood Banking
  licences: MLS certification | HCPC registration
  adjacent: laboratory-technician
research-scientist: Research Scientist
  also: Scientist | Postdoctoral Researcher | Postdoc | Research Associate | Staff Scientist
  level: senior
  core: Experimental Design | Scientific Writing | Data Analysis | Laboratory Techniques
  common: Grant Writing | Statistics | Python | R | Literature Review
  adjacent: laboratory-technician | lecturer | chemist | biologist | data-scientist | environmental-scientist
chemist: Chemist
  also: Analytical Chemist | Synthetic Chemist | Formulation Chemist
  core: Analytical Chemistry | HPLC | Spectroscopy | Laboratory Safety
  common: Gas Chromatography | Method Validation | LIMS | Good Laboratory Practice
  adjacent: research-scientist | quality-control-analyst | chemical-engineer
biologist: Biologist
  also: Molecular Biologist | Microbiologist | Cell Biologist | Biotechnologist
  core: Molecular Biology | Cell Culture | PCR | Experimental Design
  common: Flow Cytometry | CRISPR | Microscopy | Data Analysis
  adjacent: research-scientist | clinical-research-associate
quality-control-analyst: Quality Control Analyst
  also: QC Analyst | QC Chemist | Quality Control Technician
  core: Quality Control | Method Validation | GMP | Laboratory Testing
  common: HPLC | LIMS | Documentation
  adjacent: laboratory-technician | chemist | quality-engineer
clinical-research-associate: Clinical Research Associate
  also: CRA | Clinical Trial Monitor | Clinical Research Coordinator | CRC
  core: Clinical Trials | GCP | Site Monitoring | Regulatory Documentation
  common: Electronic Data Capture | Protocol Compliance | Patient Recruitment
  adjacent: biologist | regulatory-affairs-specialist
regulatory-affairs-specialist: Regulatory Affairs Specialist
  also: Regulatory Affairs Manager | Regulatory Specialist | RA Specialist
  core: Regulatory Submissions | FDA Regulations | Regulatory Strategy | Technical Writing
  common: GMP | Medical Devices | Clinical Trials
  adjacent: clinical-research-associate | compliance-officer
environmental-scientist: Environmental Scientist
  also: Environmental Consultant | Ecologist | Environmental Specialist
  core: Environmental Monitoring | Field Sampling | Environmental Regulations | Data Analysis
  common: GIS | Environmental Impact Assessment | Report Writing
  adjacent: research-scientist | health-and-safety-officer | gis-analyst
`;
