// The candidates and postings of issue 33's cover-letter tests (tests/unit/kit-cover-letter.test.ts,
// tests/api/kit-cover-letter.test.ts): four lines of work, each a profile as PUT /profiles/me takes it, the
// candidate's name and a posting as POST /jobs takes it. Pure data.

export interface LetterCase {
  name: string;
  user: { firstName: string; lastName: string; email: string };
  profile: Record<string, unknown>;
  job: { title: string; company: string; description: string; recruiterName?: string };
  /** The posting's requirements the profile answers (the letter cites two or three of them), in the posting's words. */
  answers: string[];
}

export const NURSE: LetterCase = {
  name: "nurse",
  user: { firstName: "Maria", lastName: "Lopez", email: "maria.lopez@example.com" },
  profile: {
    phone: "+1 512 555 0142",
    location: "Austin, TX",
    title: "Registered Nurse",
    summary:
      "Compassionate registered nurse with six years on busy medical-surgical units, known for calm patient assessment and clear handovers.",
    skills: ["Patient Assessment", "Medication Administration", "Care Planning", "Epic EHR", "BLS", "ACLS", "Wound Care"],
    experience: [
      {
        title: "Charge Nurse",
        company: "St. Luke's Medical Center",
        startDate: "2021-04",
        current: true,
        description: "Lead a team of 8 nurses on a 32-bed medical-surgical unit, coordinating patient assessment and discharge planning.",
        achievements: [
          "Reduced medication administration errors by 30% by introducing a double-check protocol at shift change.",
          "Trained 15 new graduate nurses on Epic EHR documentation and care planning.",
        ],
      },
      {
        title: "Staff Nurse",
        company: "Mercy General Hospital",
        startDate: "2018-06",
        endDate: "2021-03",
        description: "Provided direct care for 5-6 patients per shift on a surgical recovery unit.",
        achievements: [
          "Performed patient assessment for post-operative patients and escalated early warning signs to the rapid response team.",
        ],
      },
    ],
    education: [
      { degree: "Bachelor of Science in Nursing", school: "University of Texas at Austin", startDate: "2014-08", endDate: "2018-05" },
    ],
    certifications: [
      { name: "Registered Nurse (RN) License", issuer: "Texas Board of Nursing" },
      { name: "ACLS Certification", issuer: "American Heart Association" },
    ],
  },
  job: {
    title: "Registered Nurse - Medical-Surgical Unit",
    company: "Riverside General Hospital",
    recruiterName: "Dana Scully",
    description: `Registered Nurse - Medical-Surgical Unit
About us: Riverside General Hospital is a 300-bed teaching hospital.
Requirements:
- Active RN license required
- BLS and ACLS certification
- 2+ years of acute care experience
- Patient assessment, medication administration and care planning
- Experience with Epic EHR
Nice to have: IV therapy, wound care`,
  },
  answers: ["license", "ACLS", "Patient assessment", "medication administration", "care planning", "Epic EHR"],
};

export const GO_ENGINEER: LetterCase = {
  name: "Go engineer",
  user: { firstName: "Maya", lastName: "Chen", email: "maya.chen@example.com" },
  profile: {
    phone: "+44 20 7946 0958",
    location: "London, UK",
    title: "Senior Backend Engineer",
    summary:
      "I build reliable backend systems in Go and like making deploys boring: small services, clear ownership and good observability.",
    skills: ["Go", "PostgreSQL", "Kubernetes", "Docker", "gRPC", "Kafka"],
    experience: [
      {
        title: "Senior Backend Engineer",
        company: "Acme Robotics",
        startDate: "2021-03",
        current: true,
        description: "Own the fleet telemetry platform: Go services on Kubernetes that ingest robot sensor data.",
        achievements: [
          "Led the migration of 40 services to Kubernetes, cutting deploy time by 35%.",
          "Designed a gRPC API for fleet commands used by 3 product teams.",
        ],
      },
      {
        title: "Backend Engineer",
        company: "Initech",
        startDate: "2017-09",
        endDate: "2021-02",
        description: "Built billing services in Go backed by PostgreSQL, with nightly reconciliation jobs.",
        achievements: ["Cut the p99 latency of the invoice API from 900 ms to 120 ms by reworking PostgreSQL indexes."],
      },
    ],
    education: [{ degree: "BSc Computer Science", school: "King's College London", startDate: "2014-09", endDate: "2017-06" }],
    projects: [
      {
        title: "Ledgerline",
        description: "An open-source Go service that streams payment events from Kafka into PostgreSQL with exactly-once bookkeeping.",
        skills: ["Go", "Kafka", "PostgreSQL"],
      },
    ],
  },
  job: {
    title: "Senior Go Engineer",
    company: "Northwind Traders",
    description: `Senior Go Engineer
Northwind Traders is hiring a backend engineer to scale our order platform.
Requirements:
- 5+ years building backend services
- Strong Go and PostgreSQL
- Kubernetes and Docker in production
- gRPC APIs
Nice to have: Kafka, Terraform`,
  },
  answers: ["Go", "PostgreSQL", "Kubernetes", "Docker", "gRPC", "Kafka"],
};

export const ACCOUNTANT: LetterCase = {
  name: "accountant",
  user: { firstName: "Priya", lastName: "Natarajan", email: "priya.n@example.com" },
  profile: {
    location: "San Jose, CA",
    title: "Staff Accountant",
    summary: "Detail-oriented accountant who keeps the books clean and the close on time for multi-entity logistics businesses.",
    skills: ["Month-End Close", "Account Reconciliation", "GAAP", "Excel", "QuickBooks", "Financial Reporting"],
    experience: [
      {
        title: "Staff Accountant",
        company: "Harbor Freight Logistics",
        startDate: "2019-09",
        current: true,
        description: "Own the month-end close for three entities and prepare financial reporting packages for the CFO.",
        achievements: [
          "Cut the month-end close from 10 days to 6 by automating account reconciliation in Excel.",
          "Prepared GAAP financial statements that passed the external audit with no adjustments.",
        ],
      },
      {
        title: "Accounting Assistant",
        company: "Brightline Partners",
        startDate: "2017-06",
        endDate: "2019-08",
        description: "Processed accounts payable and receivable in QuickBooks for 40 small business clients.",
      },
    ],
    education: [{ degree: "BS in Accounting", school: "San Jose State University", startDate: "2013-08", endDate: "2017-05" }],
    certifications: [{ name: "Certified Public Accountant (CPA)", issuer: "California Board of Accountancy" }],
  },
  job: {
    title: "Senior Accountant",
    company: "Bluewater Shipping",
    recruiterName: "Ms Rivera",
    description: `Senior Accountant
We are a growing logistics firm.
Qualifications:
- CPA required
- 4+ years in accounting, month-end close and account reconciliation
- Advanced Excel, QuickBooks, GAAP
- Financial reporting and budgeting
Preferred: NetSuite, audit experience`,
  },
  answers: ["CPA", "month-end close", "account reconciliation", "Excel", "QuickBooks", "GAAP", "Financial reporting"],
};

export const TEACHER: LetterCase = {
  name: "teacher",
  user: { firstName: "Tom", lastName: "Baker", email: "tom.baker@example.com" },
  profile: {
    phone: "(555) 010-4477",
    title: "Mathematics Teacher",
    summary: "Middle school math teacher who makes algebra feel approachable through hands-on lessons and steady, clear feedback.",
    skills: ["Lesson Planning", "Classroom Management", "Differentiated Instruction", "Google Classroom"],
    experience: [
      {
        title: "Math Teacher",
        company: "Lincoln Middle School",
        startDate: "2016-08",
        current: true,
        description:
          "Teach 7th and 8th grade mathematics to 150 students across five classes, with classroom management built on clear routines.",
        achievements: [
          "Designed differentiated instruction plans that raised the share of students meeting state standards from 58% to 74%.",
          "Moved all coursework to Google Classroom and trained 12 colleagues to use it.",
        ],
      },
    ],
    education: [{ degree: "BA in Mathematics Education", school: "Ohio State University", startDate: "2012-08", endDate: "2016-05" }],
    projects: [
      {
        title: "Math Lab Fridays",
        description:
          "A weekly series of hands-on lessons where students build models to explore geometry and ratios; lesson planning shared with the whole department.",
        skills: ["Lesson Planning"],
      },
    ],
  },
  job: {
    title: "Middle School Math Teacher",
    company: "Westfield Academy",
    description: `Middle School Math Teacher
Requirements:
- State teaching certification
- Lesson planning and classroom management
- Differentiated instruction
- Experience with Google Classroom
Preferred: curriculum development, special education`,
  },
  answers: ["Lesson planning", "classroom management", "Differentiated instruction", "Google Classroom"],
};

export const LETTER_CASES = [NURSE, GO_ENGINEER, ACCOUNTANT, TEACHER];
