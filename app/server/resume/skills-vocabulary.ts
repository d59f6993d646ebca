// The skills vocabulary of the local resume parser (read by skills.ts): one skill a line, its canonical name, with
// synonyms after "=" separated by "|". Data only: the matching rules live in skills.ts.
export const SKILLS_VOCABULARY = `
JavaScript=JS|ECMAScript|ES6
TypeScript=TS
Python=Python3
Java
C
C++=CPP
C#=CSharp|C Sharp
Go=Golang
Rust
Ruby
PHP
Swift
Kotlin
Objective-C
Scala
R
Dart
Elixir
Erlang
Haskell
Clojure
Perl
Lua
MATLAB
Julia
Groovy
Shell Scripting=Shell|Bash|Zsh|Shell scripting
PowerShell
SQL
PL/SQL
T-SQL
NoSQL
GraphQL
HTML=HTML5
CSS=CSS3
Sass=SCSS
Less
Tailwind CSS=Tailwind|TailwindCSS
Bootstrap
Material UI=MUI|Material-UI
React=React.js|ReactJS
React Native
Next.js=NextJS|Next
Vue.js=Vue|VueJS|Vue 3
Nuxt.js=Nuxt
Angular=AngularJS|Angular.js
Svelte=SvelteKit
Redux=Redux Toolkit
jQuery
Node.js=Node|NodeJS
Express.js=Express|ExpressJS
NestJS=Nest.js
Deno
Bun
Django
Flask
FastAPI
Ruby on Rails=Rails|RoR
Spring Boot=Spring|Spring Framework
.NET=dotnet|.NET Core|ASP.NET
Laravel
Symfony
Hono
gRPC
REST APIs=REST|RESTful APIs|RESTful|REST API
Microservices
WebSockets=WebSocket
OAuth=OAuth2|OAuth 2.0
JWT
PostgreSQL=Postgres
MySQL
SQLite
MongoDB=Mongo
Redis
Elasticsearch=Elastic Search
Cassandra
DynamoDB
Firebase
Supabase
Oracle Database=Oracle DB
Microsoft SQL Server=SQL Server|MSSQL
Snowflake
BigQuery
Redshift
Kafka=Apache Kafka
RabbitMQ
Apache Spark=Spark|PySpark
Hadoop
Airflow=Apache Airflow
dbt
AWS=Amazon Web Services
Azure=Microsoft Azure
Google Cloud=GCP|Google Cloud Platform
Cloudflare Workers
Heroku
Vercel
Netlify
Docker
Kubernetes=K8s
Terraform
Ansible
Jenkins
GitHub Actions
GitLab CI=GitLab CI/CD
CircleCI
CI/CD=Continuous Integration
Linux
Unix
Nginx
Apache
Git
GitHub
GitLab
Bitbucket
Jira
Confluence
Webpack
Vite
Babel
npm
Yarn
Jest
Mocha
Cypress
Playwright
Selenium
Vitest
JUnit
pytest
Testing Library=React Testing Library
TDD=Test-Driven Development
Unit Testing
Prometheus
Grafana
Datadog
Splunk
Machine Learning=ML
Deep Learning
Artificial Intelligence=AI
Natural Language Processing=NLP
Computer Vision
Data Analysis=Data Analytics
Data Science=Data Scientist|Data Scientists
Data Visualization
Data Engineering=Data Engineer|Data Engineers
ETL
Statistics
TensorFlow
PyTorch
Keras
MLflow
Recommendation Systems=Recommender Systems|Recommendation Engine|Recommendation Engines|Recommendation Model|Recommendation Models
Feature Engineering
Data Modeling=Data Modelling
Data Pipelines=Data Pipeline
Data Warehousing=Data Warehouse
scikit-learn=sklearn|Scikit Learn
Pandas
NumPy
SciPy
Matplotlib
Jupyter
OpenCV
Hugging Face
LLMs=LLM|Large Language Models
Tableau
Power BI=PowerBI
Looker
Excel=Microsoft Excel|MS Excel
Google Sheets
Google Analytics
Figma
Sketch
Adobe XD
Adobe Photoshop=Photoshop
Adobe Illustrator=Illustrator
InDesign=Adobe InDesign
After Effects
Premiere Pro
Canva
UI Design
Product Design=Product Designer|Product Designers
Interaction Design
Visual Design
Design Systems=Design System
Usability Testing=Usability Tests
Information Architecture
Motion Design
UX Design=User Experience|UX Designer|UX Designers
UI/UX=UI/UX Design
Wireframing
Prototyping
User Research
Accessibility=a11y|WCAG
Responsive Design
iOS
SwiftUI
UIKit
Core Data
Combine
Xcode
XCTest
Android
Flutter
Xamarin
Unity
Unreal Engine
Blockchain
Solidity
Ethereum
Web3
Cybersecurity=Security|Information Security
Penetration Testing
Networking
TCP/IP
Agile
Scrum
Kanban
Waterfall
Lean
Six Sigma
Project Management
Product Management
Program Management
Stakeholder Management
Risk Management
Change Management
Budgeting=Budget Management|Budget Ownership
Forecasting
Financial Analysis
Financial Modeling
Accounting
Bookkeeping
QuickBooks
SAP
Salesforce
HubSpot
Marketo
Mailchimp
Zendesk
CRM
ERP
SEO=Search Engine Optimization
SEM=Search Engine Marketing|PPC|Paid Search|Pay-per-click
Demand Generation=Demand Gen
Inbound Marketing
B2B Marketing
Campaign Management
Google Ads=AdWords
Content Marketing
Content Strategy
Digital Marketing
Email Marketing
Social Media Marketing=Social Media
Marketing Strategy
Brand Management=Branding
Copywriting
Content Writing
Technical Writing
Editing
Public Relations=PR
Market Research
A/B Testing=A/B Tests|AB Testing|Split Testing|Experimentation
Growth Marketing
Marketing Automation
Sales
Business Development
Lead Generation
Account Management
Customer Success
Customer Service
Negotiation
Communication=Communication Skills
Public Speaking
Presentation Skills=Presentations
Leadership
Team Leadership
Mentoring=Mentorship
Coaching
Teamwork=Collaboration
Problem Solving
Critical Thinking
Time Management
Strategic Planning=Strategy
Operations Management=Operations
Supply Chain Management=Supply Chain
Logistics
Procurement
Vendor Management
Event Planning
Recruiting=Recruitment|Talent Acquisition
Human Resources=HR
Payroll
Training
Business Analysis
Requirements Gathering
Process Improvement
Quality Assurance=QA
Microsoft Office=MS Office
Microsoft Word=MS Word|Word
PowerPoint=Microsoft PowerPoint
Outlook
Google Workspace=G Suite
Notion
Slack
Trello
Asana
Monday.com
Zapier
WordPress
Shopify
Magento
Webflow
Contentful
Sanity
Storybook
Three.js
D3.js=D3
Chart.js
Socket.IO
Prisma
Drizzle ORM=Drizzle
Sequelize
TypeORM
Hibernate
Mongoose
Pug
Nunjucks
Electron
Tauri
Puppeteer
Postman
Swagger=OpenAPI
Serverless
Lambda=AWS Lambda
S3=AWS S3
EC2=AWS EC2
CloudFormation
Helm
Istio
OpenShift
VMware
Bash Scripting
System Design
Distributed Systems
Algorithms
Data Structures
Object-Oriented Programming=OOP
Functional Programming
Design Patterns
Performance Optimization
Web Performance
Progressive Web Apps=PWA
Embedded Systems
Arduino
Raspberry Pi
IoT=Internet of Things
Registered Nurse=RN|RN License|Registered Nurse License
BSN=Bachelor of Science in Nursing
Critical Care=ICU|Intensive Care|Critical Care Nursing
Patient Assessment
Patient Care
Patient Education
Telemetry=Telemetry Monitoring
IV Therapy
Medication Administration
Triage
Infection Control
Wound Care
BLS=Basic Life Support
ACLS=Advanced Cardiovascular Life Support
CCRN
Epic=Epic EHR|Epic Systems
EHR=Electronic Health Records|EMR|Electronic Medical Records
Cannulation
Venepuncture=Venipuncture|Phlebotomy
ECG Interpretation=ECG|EKG|EKG Interpretation
Statutory Audit
Internal Audit
Ind AS
IFRS
GST=Goods and Services Tax
Tally ERP=Tally|Tally ERP 9|TallyPrime
SAP FICO
Financial Reporting
Taxation
Bookkeeping
Advanced Excel
Xero
Employee Relations
Performance Management
HRIS
Workday
SAP SuccessFactors=SuccessFactors
Revit=Autodesk Revit
Civil 3D=AutoCAD Civil 3D
Primavera P6=Primavera
Microsoft Project=MS Project
Cost Estimation=Cost Estimating
Contract Management
Solution Selling
MEDDIC=MEDDPICC
Pipeline Management
LinkedIn Sales Navigator=Sales Navigator
Medication Review=Medication Reviews|Medicines Review
Patient Counselling=Patient Counseling
Compounding
Inventory Management
Dispensing
Curriculum Design=Curriculum Development
Differentiated Instruction
Classroom Management
Lesson Planning
Formative Assessment
Google Classroom
Desmos
AutoCAD
SolidWorks
CAD
Spanish
French
German
English
Mandarin
Hindi
`;
