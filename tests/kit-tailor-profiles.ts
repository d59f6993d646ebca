// Four people and a posting each for the tailored resume's tests (issue 33 §1): a Go engineer, a nurse, an accountant
// and a teacher. Each profile is the body a PUT /api/profiles/me takes; `asProfile` makes the saved ProfileDto of it.
import type { ProfileDto } from "~/schemas/profile";
import { profileUpdateSchema } from "~/schemas/profile";

const project = (title: string, description: string, skills: string[] = [], featured = false) => ({ title, description, skills, featured });

export const GO_ENGINEER = {
  title: "Backend Engineer",
  summary: "Backend Engineer who builds reliable services. I care about clear code and calm on-call rotations.",
  skills: ["Python", "React", "PostgreSQL", "Golang", "Docker", "Kubernetes", "Public Speaking"],
  experience: [
    {
      title: "Senior Backend Engineer",
      company: "Acme Robotics",
      location: "Berlin",
      startDate: "2021-03",
      current: true,
      description: "Platform team for the robot fleet's cloud services.",
      achievements: [
        "Mentored four junior engineers through their first year",
        "Cut the monthly cloud bill by 18% with rightsizing",
        "Led the migration of 40 services to Kubernetes, cutting deploy time by 35%",
        "Wrote the fleet's telemetry pipeline in Go, handling 2 million events a day",
      ],
    },
    {
      title: "Software Engineer",
      company: "Globex",
      startDate: "2017-06",
      endDate: "2021-02",
      achievements: ["Ran the design reviews of the payments team", "Built the billing service in Python and PostgreSQL"],
    },
  ],
  education: [{ degree: "BSc Computer Science", school: "King's College London", startDate: "2014-09", endDate: "2017-06" }],
  projects: [
    project("Recipes", "A recipe sharing site for friends and family, with photos and comments.", ["React"]),
    project("Kube Deployer", "A command-line tool that rolls out Go services to Kubernetes clusters safely.", ["Go", "Kubernetes"]),
    project("Trail Log", "A hiking diary app that records routes and elevation on the phone.", ["Swift"]),
  ],
};

export const GO_JOB = {
  title: "Senior Go Engineer",
  company: "Northwind Traders",
  description: `Northwind Traders runs the logistics platform behind our warehouses.
What you'll bring:
- Five or more years of backend work in Go
- Running services on Kubernetes with Docker
- PostgreSQL schema design
- gRPC APIs between microservices
Bonus points:
- Terraform, AWS`,
};

export const NURSE = {
  title: "Registered Nurse",
  summary: "Registered Nurse with six years on acute medical and surgical wards. Calm in emergencies and clear with families.",
  skills: ["Electronic Health Records", "Wound Care", "Patient Care", "ACLS", "BLS", "Medication Administration"],
  experience: [
    {
      title: "Staff Nurse",
      company: "St Mary's Hospital",
      startDate: "2019-03",
      current: true,
      description: "Patient care on a 30-bed medical ward: assessments, medications and discharge planning.",
      achievements: [
        "Trained 12 new nurses on the ward's charting routine",
        "Cut pressure injuries on the ward by 25% with a wound care round",
        "Gave medication administration to 8 patients per shift with no errors",
      ],
    },
  ],
  education: [{ degree: "BSc Nursing", school: "King's College London", startDate: "2015-09", endDate: "2018-06" }],
  certifications: [{ name: "RN License", issuer: "Nursing and Midwifery Council" }],
};

export const NURSE_JOB = {
  title: "Registered Nurse",
  company: "City Hospital",
  description: `City Hospital is looking for a nurse to join its acute medical ward.
Must have:
- Current RN licence
- At least 3 years in acute care
- Medication administration, wound care and patient care
- BLS and ACLS
Desirable:
- IV therapy`,
};

export const ACCOUNTANT = {
  title: "Senior Accountant",
  summary: "Chartered accountant who closes the books on time and explains the numbers in plain words to managers.",
  skills: ["Payroll", "Excel", "Financial Reporting", "Reconciliation", "SAP", "Budgeting"],
  experience: [
    {
      title: "Senior Accountant",
      company: "Baker & Lowe",
      startDate: "2018-01",
      current: true,
      achievements: [
        "Ran payroll for 350 staff across 4 countries",
        "Closed the monthly books in 5 days instead of 9 with reconciliation checklists in Excel",
        "Prepared the group's financial reporting for the annual audit",
      ],
    },
  ],
  education: [{ degree: "BA Accounting and Finance", school: "University of Leeds", startDate: "2013-09", endDate: "2016-06" }],
};

export const ACCOUNTANT_JOB = {
  title: "Financial Accountant",
  company: "Harbour Freight Ltd",
  description: `Requirements:
- Financial reporting and month-end close
- Reconciliation and general ledger
- Advanced Excel
Nice to have:
- SAP and IFRS`,
};

export const TEACHER = {
  title: "Secondary Science Teacher",
  summary: "Science teacher who makes practical lessons the heart of the course and keeps every pupil on track.",
  skills: ["Classroom Management", "Lesson Planning", "Curriculum Development", "Mentoring", "Differentiation"],
  experience: [
    {
      title: "Science Teacher",
      company: "Riverside Academy",
      startDate: "2016-09",
      current: true,
      achievements: [
        "Ran the school's after-school robotics club for 30 pupils",
        "Raised GCSE chemistry pass rates from 61% to 78% in two years",
        "Wrote the Year 9 curriculum for practical chemistry with lesson planning templates",
      ],
    },
  ],
  education: [{ degree: "PGCE Secondary Science", school: "University of Bristol", startDate: "2015-09", endDate: "2016-07" }],
  projects: [project("Lab Safety Videos", "Short videos that show pupils how to use lab equipment safely before practical lessons.")],
};

export const TEACHER_JOB = {
  title: "Chemistry Teacher",
  company: "Oakfield School",
  description: `Requirements:
- Qualified teacher status
- Chemistry teaching at GCSE and A level
- Lesson planning and curriculum development
- Classroom management
Nice to have:
- Experience running clubs`,
};

/** The saved profile a PUT of `input` makes (the schema's defaults applied), at version 1. */
export function asProfile(input: Record<string, unknown>): ProfileDto {
  const saved = profileUpdateSchema.parse(input);
  return {
    phone: saved.phone ?? "",
    location: saved.location ?? "",
    website: saved.website ?? "",
    socialLinks: saved.socialLinks ?? {},
    title: saved.title ?? "",
    summary: saved.summary ?? "",
    skills: saved.skills ?? [],
    experience: saved.experience ?? [],
    education: saved.education ?? [],
    projects: saved.projects ?? [],
    certifications: saved.certifications ?? [],
    profilePhoto: "",
    completionPercentage: 80,
    version: 1,
  };
}
