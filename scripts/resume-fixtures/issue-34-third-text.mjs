// Issue 34's third batch, the text resumes: a Wellington teacher's Markdown with a certification table (header and
// |---| row), Interests, Languages and referees; a Brisbane accountant in plain text with titles in capitals, skills
// in two columns and a contract role via an agency; a Cork pharmacist whose Markdown puts the company first in bold.
// Truth first, then the text (see issue-34-third.mjs for the batch).
import { cert, job, period, school, textFile, truth } from "./issue-34-lib.mjs";

// New Zealand teacher, Markdown: certifications in a Markdown table with a header and a |---| row, Interests,
// Languages, referees by name with title, school, phone and email.
const aroha = truth(
  { firstName: "Aroha", lastName: "Ngata", email: "aroha.ngata@example.co.nz", phone: "021 555 0193", location: "Wellington, New Zealand" },
  {
    title: "Primary Teacher",
    summary:
      "Primary teacher with nine years in Wellington schools, leading a Years 3–4 team and weaving te reo Māori and local history through literacy and maths.",
    skills: ["Structured Literacy", "Te Reo Māori", "Culturally Responsive Practice", "Seesaw", "Hero", "Play-based Learning"],
  },
  [
    job("Syndicate Leader (Years 3–4)", "Karori West Normal School", "Wellington", "2020-01", "", [
      "Lead a team of five teachers and plan the Years 3–4 curriculum.",
      "Introduced structured literacy; reading at or above expectation rose from 68% to 83%.",
    ]),
    job("Classroom Teacher", "Newtown School", "Wellington", "2016-01", "2019-12", ["Taught Years 1–4 in a bilingual unit."]),
  ],
  [
    school("Graduate Diploma of Teaching (Primary)", "Te Herenga Waka – Victoria University of Wellington", "Wellington", "2014", "2015"),
    school("Bachelor of Arts in Māori Studies", "University of Otago", "Dunedin", "2011", "2013"),
  ],
  [
    cert("Full Practising Certificate", "Teaching Council of Aotearoa New Zealand", "2018"),
    cert("Incredible Years Teacher Programme", "Ministry of Education", "2021"),
    cert("Comprehensive First Aid", "St John New Zealand", "2024"),
  ],
);
const arohaTxt = textFile([
  "# Aroha Ngata",
  "**Primary Teacher**",
  "",
  "Wellington, New Zealand · 021 555 0193 · aroha.ngata@example.co.nz",
  "",
  "## About Me",
  "",
  aroha.professional.summary,
  "",
  "## Teaching Experience",
  ...aroha.experience.flatMap((j) => [
    "",
    `### ${j.title}`,
    `${j.company}, ${j.location} · ${period(j, "Mon", { present: "present" })}`,
    "",
    ...j.achievements.map((a) => `- ${a}`),
  ]),
  "",
  "## Qualifications",
  ...aroha.education.flatMap((s) => ["", `### ${s.degree}`, `${s.school}, ${s.location} · ${s.startDate} – ${s.endDate}`]),
  "",
  "## Registration and Certificates",
  "",
  "| Certification | Issuer | Year |",
  "|---|---|---|",
  ...aroha.certifications.map((c) => `| ${c.name} | ${c.issuer} | ${c.issueDate} |`),
  "",
  "## Skills",
  "",
  ...aroha.professional.skills.map((s) => `- ${s}`),
  "",
  "## Languages",
  "",
  "English (first language), te reo Māori (conversational)",
  "",
  "## Interests",
  "",
  "Waka ama, tramping and kapa haka.",
  "",
  "## Referees",
  "",
  "**Hemi Walker**, Principal, Karori West Normal School — 04 476 5555 — hemi.walker@example.school.nz  ",
  "**Claire Thompson**, Deputy Principal, Newtown School — 04 389 1234 — claire.thompson@example.school.nz",
]);

// Australia, accountant, plain text: job titles in capitals (entered in normal case), a contract role via Robert
// Half, skills in two space-aligned columns, CPA Australia, an Australian citizenship line (no field).
const mitchell = truth(
  { firstName: "Mitchell", lastName: "Evans", email: "mitchell.evans@example.com.au", phone: "0412 555 309", location: "Brisbane, QLD" },
  {
    title: "Financial Controller",
    summary:
      "CPA-qualified financial controller with ten years in travel, rail and public practice. I close fast, forecast honestly and build finance teams that business partners rely on.",
    skills: ["Month-end Close", "Statutory Reporting", "Budgeting", "Cash Flow Forecasting", "Xero", "SAP", "Power BI", "Payroll Tax"],
  },
  [
    job("Financial Controller", "Flight Centre Travel Group", "Brisbane QLD", "2021-07", "", [
      "Run a finance team of 11 and a five-day month-end close for the corporate travel division.",
      "Rebuilt the cash flow forecast after the reopening; accuracy within 3% over 13 weeks.",
    ]),
    job("Management Accountant", "Aurizon", "Brisbane QLD", "2019-02", "2021-06", [
      "Prepared monthly reporting for the bulk freight business.",
    ]),
    job("Graduate Accountant", "BDO Australia", "Brisbane QLD", "2016-02", "2019-01", [
      "Prepared tax returns and financial statements for SME clients.",
    ]),
  ],
  [school("Bachelor of Business (Accountancy)", "Queensland University of Technology", "Brisbane", "2012", "2015")],
  [cert("Certified Practising Accountant (CPA)", "CPA Australia", "2019"), cert("Xero Advisor Certification", "Xero", "2022")],
);
const mitchellTxt = textFile([
  "MITCHELL EVANS",
  "Financial Controller",
  "Brisbane, QLD | 0412 555 309 | mitchell.evans@example.com.au",
  "",
  "CAREER OBJECTIVE",
  mitchell.professional.summary,
  "",
  "CORE SKILLS",
  ...[0, 1, 2, 3].map((r) => `  ${mitchell.professional.skills[r].padEnd(30)}${mitchell.professional.skills[r + 4]}`),
  "",
  "EMPLOYMENT HISTORY",
  ...mitchell.experience.flatMap((j, i) => [
    "",
    i === 1 ? `${j.title.toUpperCase()} — Contract via Robert Half` : j.title.toUpperCase(),
    `${j.company}, ${j.location}`.padEnd(50) + period(j),
    ...j.achievements.map((a) => `  * ${a}`),
  ]),
  "",
  "EDUCATION",
  "Bachelor of Business (Accountancy), Queensland University of Technology, Brisbane   2012 – 2015",
  "",
  "PROFESSIONAL MEMBERSHIPS & CERTIFICATIONS",
  "Certified Practising Accountant (CPA), CPA Australia, 2019",
  "Xero Advisor Certification, Xero, 2022",
  "",
  "ADDITIONAL INFORMATION",
  "Australian citizen. Current driver licence.",
  "Referees available upon request.",
]);

// Ireland, pharmacist, Markdown: each job's company first in bold and the title after a comma, the city and dates
// under it, PSI registration, Further Training courses from their providers, Languages and Interests.
const sean = truth(
  { firstName: "Seán", lastName: "Murphy", email: "sean.murphy@example.ie", phone: "086 555 2178", location: "Cork, Ireland" },
  {
    title: "Supervising Pharmacist",
    summary:
      "Community pharmacist with nine years in Cork and Limerick, running a busy dispensary and a vaccination service with a small, steady team.",
    skills: ["Dispensing", "Vaccination", "Medicines Use Review", "Methadone Dispensing", "Staff Supervision", "Stock Control"],
  },
  [
    job("Supervising Pharmacist", "McCabes Pharmacy", "Cork", "2020-03", "", [
      "Supervise a dispensary of six filling 9,000 items a month.",
      "Set up a flu and COVID-19 vaccination clinic that gave 3,200 vaccines in 2023.",
    ]),
    job("Community Pharmacist", "Boots Ireland", "Limerick", "2016-09", "2020-02", ["Ran the methadone and smoking cessation services."]),
  ],
  [school("Master of Pharmacy (MPharm)", "University College Cork", "Cork", "2011", "2016")],
  [
    cert("Registered Pharmacist", "Pharmaceutical Society of Ireland (PSI)", "2016"),
    cert("Seasonal Influenza Vaccination Training", "Irish Institute of Pharmacy", "2023"),
    cert("Basic Life Support for Healthcare Providers", "Irish Heart Foundation", "2024"),
  ],
);
const seanTxt = textFile([
  "# Seán Murphy",
  "",
  "Supervising Pharmacist · Cork, Ireland · 086 555 2178 · sean.murphy@example.ie",
  "",
  "## Profile",
  "",
  sean.professional.summary,
  "",
  "## Experience",
  ...sean.experience.flatMap((j) => [
    "",
    `**${j.company}**, ${j.title}  `,
    `${j.location} · ${period(j, "Month", { present: "present" })}`,
    "",
    ...j.achievements.map((a) => `- ${a}`),
  ]),
  "",
  "## Education",
  "",
  "**University College Cork**, Master of Pharmacy (MPharm)  ",
  "Cork · 2011 – 2016",
  "",
  "## Registration",
  "",
  "Registered Pharmacist, Pharmaceutical Society of Ireland (PSI), 2016 — PSI registration no. 12345",
  "",
  "## Further Training",
  "",
  "- Seasonal Influenza Vaccination Training, Irish Institute of Pharmacy, 2023",
  "- Basic Life Support for Healthcare Providers, Irish Heart Foundation, 2024",
  "",
  "## Skills",
  "",
  sean.professional.skills.join(" | "),
  "",
  "## Languages",
  "",
  "English (native), Irish (fluent)",
  "",
  "## Interests",
  "",
  "Hurling with Blackrock GAA, sea swimming, cooking.",
]);

export const fixtures = [
  ["aroha-ngata.txt", aroha, arohaTxt],
  ["mitchell-evans.txt", mitchell, mitchellTxt],
  ["sean-murphy.txt", sean, seanTxt],
];
