// Occupations of software, data and design (format: index.ts readCatalogue). Data only, written for Vitrine; the
// structure follows O*NET-SOC and ESCO (README.md).
export const TECHNOLOGY_OCCUPATIONS = `
family software: Software Development
software-engineer: Software Engineer
  also: Software Developer | Programmer | Backend Engineer | Back-End Engineer | Backend Developer | Back End Developer | Full Stack Engineer | Full-Stack Developer | Fullstack Developer | Application Developer | Go Engineer | Golang Developer | Java Developer | Python Developer | .NET Developer | Node.js Developer | SWE
  core: Programming | Data Structures | Algorithms | Software Design | Testing | Git
  common: Go | Python | Java | TypeScript | SQL | PostgreSQL | Docker | Kubernetes | REST APIs | Microservices | AWS | CI/CD
  adjacent: frontend-engineer | mobile-developer | devops-engineer | engineering-manager | qa-engineer | data-engineer | solutions-architect | sales-engineer | machine-learning-engineer | embedded-software-engineer | game-developer
frontend-engineer: Frontend Engineer
  also: Front-End Engineer | Frontend Developer | Front End Developer | Front-End Developer | UI Developer | Web Developer | React Developer | JavaScript Developer
  core: JavaScript | TypeScript | HTML | CSS | React | Web Accessibility
  common: Next.js | Vue.js | Angular | Tailwind CSS | Webpack | Jest | Figma
  adjacent: software-engineer | mobile-developer | ui-designer
mobile-developer: Mobile Developer
  also: iOS Developer | iOS Engineer | Android Developer | Android Engineer | Mobile Engineer | React Native Developer | Flutter Developer
  core: Mobile Development | Swift | Kotlin | App Store Deployment
  common: React Native | Flutter | SwiftUI | Jetpack Compose | REST APIs | Firebase
  adjacent: software-engineer | frontend-engineer
devops-engineer: DevOps Engineer
  also: Site Reliability Engineer | SRE | Platform Engineer | Infrastructure Engineer | Cloud Engineer | Build Engineer | Release Engineer
  core: CI/CD | Infrastructure as Code | Kubernetes | Docker | Linux | Monitoring
  common: Terraform | AWS | Azure | GCP | Ansible | Prometheus | Grafana | Bash | Python
  licences: AWS Certified Solutions Architect | CKA
  adjacent: software-engineer | systems-administrator | solutions-architect | security-engineer
qa-engineer: QA Engineer
  also: Quality Assurance Engineer | Software Tester | Test Engineer | SDET | Software Development Engineer in Test | QA Analyst | Test Automation Engineer | QA Tester
  core: Test Planning | Test Automation | Manual Testing | Bug Tracking | Regression Testing
  common: Selenium | Cypress | Playwright | Jira | API Testing | Python | Java
  licences: ISTQB
  adjacent: software-engineer
engineering-manager: Engineering Manager
  also: Software Engineering Manager | Head of Engineering | Director of Engineering | VP Engineering | VP of Engineering | CTO | Chief Technology Officer | Development Manager
  level: manager
  core: Team Leadership | Hiring | Technical Strategy | Delivery Management | Mentoring
  common: Agile | Software Design | Roadmapping | Performance Management
  adjacent: software-engineer | product-manager | project-manager
solutions-architect: Solutions Architect
  also: Software Architect | Cloud Architect | Enterprise Architect | Technical Architect | Systems Architect
  level: senior
  core: Solution Design | Cloud Architecture | System Design | Stakeholder Management
  common: AWS | Azure | Microservices | Security | Integration Patterns
  licences: AWS Certified Solutions Architect | TOGAF
  adjacent: software-engineer | devops-engineer | sales-engineer
systems-administrator: Systems Administrator
  also: Sysadmin | System Administrator | Linux Administrator | Windows Administrator | Network Administrator | IT Administrator | Network Engineer
  core: Linux | Windows Server | Networking | Active Directory | Backup and Recovery
  common: VMware | Bash | PowerShell | Firewalls | Microsoft 365 | Monitoring
  licences: CCNA | CompTIA Network+ | RHCSA
  adjacent: devops-engineer | technical-support-engineer | security-engineer | database-administrator
security-engineer: Security Engineer
  also: Cybersecurity Engineer | Information Security Analyst | Security Analyst | SOC Analyst | Penetration Tester | Application Security Engineer | Cyber Security Analyst
  core: Security Operations | Vulnerability Management | Threat Detection | Incident Response | Network Security
  common: SIEM | Penetration Testing | IAM | Cloud Security | ISO 27001
  licences: CISSP | CompTIA Security+ | OSCP | CISM
  adjacent: devops-engineer | systems-administrator
embedded-software-engineer: Embedded Software Engineer
  also: Embedded Engineer | Firmware Engineer | Embedded Systems Engineer | Embedded Developer
  core: C | C++ | Embedded Systems | Microcontrollers | RTOS
  common: Embedded Linux | Debugging | Electronics | CAN Bus
  adjacent: software-engineer | electrical-engineer
product-manager: Product Manager
  also: Product Owner | Senior Product Manager | Technical Product Manager | Group Product Manager | Head of Product | Director of Product | VP Product
  core: Product Strategy | Roadmapping | User Research | Prioritisation | Stakeholder Management
  common: Agile | Jira | A/B Testing | SQL | Analytics | Go-to-Market
  adjacent: engineering-manager | project-manager | ux-designer | business-analyst
game-developer: Game Developer
  also: Game Programmer | Gameplay Programmer | Unity Developer | Unreal Developer | Game Engineer
  core: Game Development | C++ | C# | Unity | Unreal Engine
  common: 3D Maths | Physics Simulation | Shaders | Multiplayer Networking
  adjacent: software-engineer | animator-3d

family data: Data and Analytics
data-analyst: Data Analyst
  also: Business Intelligence Analyst | BI Analyst | Reporting Analyst | Analytics Analyst | Insights Analyst | Product Analyst | Operations Analyst
  core: SQL | Data Analysis | Data Visualisation | Advanced Excel | Statistics
  common: Power BI | Tableau | Python | Looker | Google Analytics | dbt
  adjacent: data-scientist | data-engineer | business-analyst | financial-analyst | market-research-analyst | analytics-manager | gis-analyst
data-scientist: Data Scientist
  also: Senior Data Scientist | Applied Scientist | Quantitative Analyst | Quant | Decision Scientist
  core: Python | Statistics | Machine Learning | SQL | Experimentation
  common: pandas | scikit-learn | R | A/B Testing | Deep Learning | Spark
  adjacent: data-analyst | machine-learning-engineer | data-engineer | research-scientist | actuary | analytics-manager
data-engineer: Data Engineer
  also: Big Data Engineer | ETL Developer | Analytics Engineer | Data Platform Engineer | Data Warehouse Engineer
  core: SQL | Python | ETL | Data Modelling | Data Pipelines
  common: Spark | Airflow | dbt | Kafka | Snowflake | BigQuery | AWS
  adjacent: data-analyst | data-scientist | software-engineer | database-administrator
machine-learning-engineer: Machine Learning Engineer
  also: ML Engineer | AI Engineer | MLOps Engineer | Deep Learning Engineer | NLP Engineer | Computer Vision Engineer
  core: Machine Learning | Python | Deep Learning | Model Deployment | MLOps
  common: PyTorch | TensorFlow | Kubernetes | LLMs | Feature Engineering
  adjacent: data-scientist | software-engineer
database-administrator: Database Administrator
  also: DBA | Database Engineer | SQL Server DBA | Oracle DBA
  core: Database Administration | SQL | Performance Tuning | Backup and Recovery
  common: PostgreSQL | MySQL | Oracle | SQL Server | High Availability
  adjacent: data-engineer | systems-administrator
business-analyst: Business Analyst
  also: IT Business Analyst | Systems Analyst | Business Systems Analyst | Functional Analyst | Process Analyst
  core: Requirements Gathering | Process Mapping | Stakeholder Management | User Stories | Documentation
  common: SQL | Jira | BPMN | Visio | UAT
  licences: CBAP
  adjacent: data-analyst | product-manager | project-manager | management-consultant
analytics-manager: Analytics Manager
  also: Head of Data | Head of Analytics | Data Science Manager | BI Manager | Director of Analytics | Chief Data Officer
  level: manager
  core: Analytics Strategy | Team Leadership | Data Governance | Stakeholder Management
  common: SQL | Tableau | Experimentation | Hiring
  adjacent: data-analyst | data-scientist
gis-analyst: GIS Analyst
  also: GIS Specialist | Geospatial Analyst | GIS Technician | Cartographer
  core: GIS | ArcGIS | QGIS | Spatial Analysis | Cartography
  common: Python | Remote Sensing | SQL
  adjacent: data-analyst | environmental-scientist | urban-planner

family design: Design
ux-designer: UX Designer
  also: User Experience Designer | Product Designer | UX/UI Designer | UI/UX Designer | Interaction Designer | Service Designer | Senior Product Designer
  core: User Research | Wireframing | Prototyping | Interaction Design | Figma | Usability Testing
  common: Design Systems | Information Architecture | Journey Mapping | Web Accessibility
  adjacent: ui-designer | ux-researcher | graphic-designer | product-manager | design-manager
ui-designer: UI Designer
  also: Visual Designer | User Interface Designer | Web Designer | Digital Designer
  core: Visual Design | Figma | Typography | Design Systems | Layout
  common: Prototyping | Adobe Creative Suite | Motion Design | HTML | CSS
  adjacent: ux-designer | graphic-designer | frontend-engineer
ux-researcher: UX Researcher
  also: User Researcher | Design Researcher | Usability Researcher
  core: User Research | Usability Testing | User Interviews | Research Synthesis | Survey Design
  common: Journey Mapping | Quantitative Research | Dovetail
  adjacent: ux-designer | market-research-analyst
graphic-designer: Graphic Designer
  also: Designer | Junior Designer | Senior Graphic Designer | Brand Designer | Visual Communication Designer | Print Designer | Packaging Designer
  core: Adobe Photoshop | Adobe Illustrator | Adobe InDesign | Typography | Layout | Branding
  common: Print Production | Canva | Motion Graphics | Figma
  adjacent: ui-designer | ux-designer | art-director | motion-designer | illustrator | industrial-designer | fashion-designer | photographer
design-manager: Design Manager
  also: Head of Design | Design Director | Design Lead | Creative Director (Product) | Director of Design
  level: manager
  core: Design Leadership | Design Strategy | Design Systems | Team Leadership | Design Critique
  common: Figma | Hiring | Stakeholder Management
  adjacent: ux-designer | art-director
interior-designer: Interior Designer
  also: Interior Architect | Interior Design Consultant | Space Planner
  core: Space Planning | AutoCAD | SketchUp | Materials Selection | Client Briefs
  common: Revit | 3D Rendering | FF&E | Building Regulations
  licences: NCIDQ
  adjacent: architect
industrial-designer: Industrial Designer
  also: Product Designer (Industrial) | Industrial Design Engineer | Consumer Product Designer
  core: Industrial Design | Sketching | 3D CAD | Prototyping | Design for Manufacture
  common: SolidWorks | Rhino | KeyShot | User Research
  adjacent: mechanical-engineer | graphic-designer
fashion-designer: Fashion Designer
  also: Apparel Designer | Clothing Designer | Textile Designer | Footwear Designer
  core: Fashion Design | Pattern Making | Garment Construction | Trend Research
  common: Adobe Illustrator | CLO 3D | Textiles | Sketching
  adjacent: graphic-designer
`;
