// Issue 34's new text fixtures: Markdown resumes (# headings, - bullets, [text](url) links), a Canadian resume
// with "April 2019 to present" and "Current", an Irish one in "Dublin 2" with Professional Development and
// Certifications & Affiliations, and a hospitality manager. Truth first, then the text.
import { textFile, cert, job, period, school, truth } from "./issue-34-lib.mjs";

// Markdown, four jobs, links in [text](url) form.
const sofia = truth(
  {
    firstName: "Sofia",
    lastName: "Lindqvist",
    email: "sofia.lindqvist@example.se",
    phone: "+46 70 123 45 67",
    location: "Stockholm, Sweden",
    socialLinks: { linkedin: "https://linkedin.com/in/sofialindqvist", github: "https://github.com/sofialindqvist" },
  },
  {
    title: "Senior Data Scientist",
    summary: "Data scientist with nine years in payments and streaming, building models that make it into production and stay there.",
    skills: ["Python", "PyTorch", "SQL", "Spark", "Airflow", "Experimentation"],
  },
  [
    job("Senior Data Scientist", "Klarna", "Stockholm", "2021-03", "", [
      "Built the credit risk model that scores 2 million purchases a day.",
      "Mentor four data scientists.",
    ]),
    job("Data Scientist", "Spotify", "Stockholm", "2018-05", "2021-02", [
      "Ran A/B tests on home-screen recommendations for 50 million users.",
    ]),
    job("Data Analyst", "King", "Stockholm", "2016-09", "2018-04", ["Modelled player churn for Candy Crush Saga."]),
    job("Research Assistant", "KTH Royal Institute of Technology", "Stockholm", "2015-01", "2016-08", [
      "Wrote Spark jobs for a traffic-flow study.",
    ]),
  ],
  [school("MSc in Machine Learning", "KTH Royal Institute of Technology", "Stockholm", "2013", "2015")],
  [],
  [{ title: "churnkit", githubUrl: "https://github.com/sofialindqvist/churnkit", technologies: ["Python", "PyTorch"] }],
);
const sofiaTxt = textFile([
  "# Sofia Lindqvist",
  "",
  "**Senior Data Scientist** · Stockholm, Sweden · +46 70 123 45 67",
  "",
  "[sofia.lindqvist@example.se](mailto:sofia.lindqvist@example.se) · [LinkedIn](https://linkedin.com/in/sofialindqvist) · [GitHub](https://github.com/sofialindqvist)",
  "",
  "## Summary",
  "",
  sofia.professional.summary,
  "",
  "## Experience",
  ...sofia.experience.flatMap((j) => [
    "",
    `### ${j.title} — ${j.company}`,
    `*${j.location} · ${period(j)}*`,
    "",
    ...j.achievements.map((a) => `- ${a}`),
  ]),
  "",
  "## Education",
  "",
  "### MSc in Machine Learning — KTH Royal Institute of Technology",
  "*Stockholm · 2013 – 2015*",
  "",
  "## Projects",
  "",
  "- [churnkit](https://github.com/sofialindqvist/churnkit): a churn-prediction toolkit in Python and PyTorch.",
  "",
  "## Skills",
  "",
  `- ${sofia.professional.skills.join(", ")}`,
]);

// Markdown from Canada: bold company lines, "*" bullets, a portfolio link, "Vancouver, BC".
const arjun = truth(
  {
    firstName: "Arjun",
    lastName: "Mehta",
    email: "arjun.mehta@example.ca",
    phone: "(604) 555-0119",
    location: "Vancouver, BC",
    socialLinks: { github: "https://github.com/arjunmehta", website: "https://arjunmehta.dev" },
  },
  {
    title: "Backend Engineer",
    summary: "Backend engineer who likes boring, reliable systems: Go and PostgreSQL services that page nobody at night.",
    skills: ["Go", "PostgreSQL", "Kafka", "Docker", "gRPC", "AWS"],
  },
  [
    job("Senior Backend Engineer", "Clio", "Vancouver, BC", "2022-01", "", [
      "Split the billing monolith into four Go services.",
      "Cut p99 latency of the invoices API from 900 ms to 180 ms.",
    ]),
    job("Backend Engineer", "Hootsuite", "Vancouver, BC", "2018-06", "2021-12", [
      "Built the Kafka pipeline that schedules 5 million posts a day.",
    ]),
  ],
  [school("BASc in Computer Engineering", "University of British Columbia", "Vancouver, BC", "2014", "2018")],
);
const arjunTxt = textFile([
  "# Arjun Mehta",
  "Backend Engineer — Vancouver, BC",
  "",
  "(604) 555-0119 | [arjun.mehta@example.ca](mailto:arjun.mehta@example.ca) | [github.com/arjunmehta](https://github.com/arjunmehta) | [arjunmehta.dev](https://arjunmehta.dev)",
  "",
  "## About",
  arjun.professional.summary,
  "",
  "## Work Experience",
  ...arjun.experience.flatMap((j) => [
    "",
    `**${j.company}** | ${j.title} | ${j.location} | ${period(j)}`,
    ...j.achievements.map((a) => `* ${a}`),
  ]),
  "",
  "## Education",
  "",
  "**University of British Columbia** | BASc in Computer Engineering | Vancouver, BC | 2014 – 2018",
  "",
  "## Skills",
  "",
  `* ${arjun.professional.skills.join(" · ")}`,
]);

// Canada, plain text: "April 2019 to present", "Current", a postal code in the address.
const rachel = truth(
  {
    firstName: "Rachel",
    lastName: "Nguyen",
    email: "rachel.nguyen@example.ca",
    phone: "416-555-0163",
    location: "Toronto, ON M5V 2T6",
    socialLinks: { linkedin: "https://linkedin.com/in/rachelnguyencpa" },
  },
  {
    title: "Senior Accountant, CPA",
    summary: "CPA with eight years in public practice and industry, closing books faster and cleaner each quarter.",
    skills: ["IFRS", "Financial Reporting", "NetSuite", "CaseWare", "Excel", "Audit"],
  },
  [
    job("Senior Accountant", "Shopify", "Toronto, ON", "2019-04", "", [
      "Own the month-end close for three entities; cut close from 10 to 6 days.",
      "Lead the IFRS 16 lease accounting project.",
    ]),
    job("Sessional Instructor, Financial Accounting", "Seneca College", "Toronto, ON", "2021-09", "", [
      "Teach two evening sections of introductory accounting.",
    ]),
    job("Audit Senior", "KPMG Canada", "Toronto, ON", "2015-09", "2019-03", [
      "Led audits of retail and technology clients with revenue up to $400M.",
    ]),
  ],
  [school("Bachelor of Commerce", "Toronto Metropolitan University", "Toronto, ON", "2011", "2015")],
  [cert("Chartered Professional Accountant (CPA)", "CPA Ontario", "2018")],
);
const rachelTxt = textFile([
  "RACHEL NGUYEN, CPA",
  "Senior Accountant, CPA",
  "88 Spadina Ave, Toronto, ON M5V 2T6",
  "416-555-0163 | rachel.nguyen@example.ca | linkedin.com/in/rachelnguyencpa",
  "",
  "PROFESSIONAL SUMMARY",
  rachel.professional.summary,
  "",
  "PROFESSIONAL EXPERIENCE",
  "",
  "Senior Accountant",
  "Shopify, Toronto, ON",
  "April 2019 to present",
  ...rachel.experience[0].achievements.map((a) => `- ${a}`),
  "",
  "Sessional Instructor, Financial Accounting",
  "Seneca College, Toronto, ON",
  "September 2021 – Current",
  ...rachel.experience[1].achievements.map((a) => `- ${a}`),
  "",
  "Audit Senior",
  "KPMG Canada, Toronto, ON",
  "September 2015 – March 2019",
  ...rachel.experience[2].achievements.map((a) => `- ${a}`),
  "",
  "EDUCATION",
  "Bachelor of Commerce, Toronto Metropolitan University, Toronto, ON (2011 – 2015)",
  "",
  "DESIGNATIONS",
  "Chartered Professional Accountant (CPA), CPA Ontario, 2018",
  "",
  "SKILLS",
  rachel.professional.skills.join(", "),
]);

// Ireland: "Dublin 2", Education & Qualifications, Professional Development, Certifications & Affiliations.
const fiona = truth(
  { firstName: "Fiona", lastName: "Gallagher", email: "fiona.gallagher@example.ie", phone: "+353 87 123 4567", location: "Dublin 2" },
  {
    title: "Financial Controller",
    summary: "Chartered accountant with twelve years in funds and technology, now running finance for a 300-person software company.",
    skills: ["Management Accounts", "Consolidation", "Treasury", "Xero", "Power BI", "Team Leadership"],
  },
  [
    job("Financial Controller", "Intercom", "Dublin 2", "2020-06", "", [
      "Run a finance team of eight across Dublin and San Francisco.",
      "Set up the group's first rolling forecast.",
    ]),
    job("Finance Manager", "State Street", "Kilkenny", "2016-03", "2020-05", ["Managed fund accounting for 40 Irish-domiciled funds."]),
    job("Audit Senior", "PwC", "Dublin 1", "2012-09", "2016-02", ["Audited funds and aircraft leasing clients."]),
  ],
  [school("Bachelor of Commerce", "University College Dublin", "", "2008", "2012")],
  [
    cert("Chartered Accountant (ACA)", "Chartered Accountants Ireland", "2015"),
    cert("Diploma in IFRS", "ACCA", "2019"),
    cert("Certificate in Data Analytics for Finance", "Irish Management Institute", "2022"),
  ],
);
const fionaTxt = textFile([
  "Fiona Gallagher",
  "Financial Controller",
  "14 Fitzwilliam Square, Dublin 2 · +353 87 123 4567 · fiona.gallagher@example.ie",
  "",
  "Profile",
  fiona.professional.summary,
  "",
  "Career History",
  ...fiona.experience.flatMap((j) => [
    "",
    `${j.title} | ${j.company}, ${j.location} | ${period(j)}`,
    ...j.achievements.map((a) => `• ${a}`),
  ]),
  "",
  "Education & Qualifications",
  "Bachelor of Commerce, University College Dublin (2008 – 2012)",
  "",
  "Certifications & Affiliations",
  "Chartered Accountant (ACA), Chartered Accountants Ireland, 2015",
  "",
  "Professional Development",
  "Diploma in IFRS, ACCA, 2019",
  "Certificate in Data Analytics for Finance, Irish Management Institute, 2022",
  "",
  "Key Skills",
  fiona.professional.skills.join(" · "),
]);

// Hospitality: a hotel front office manager, "Oct 2019 – Current", languages, a food safety certificate.
const mateo = truth(
  { firstName: "Mateo", lastName: "Silva", email: "mateo.silva@example.pt", phone: "+351 912 345 678", location: "Lisbon, Portugal" },
  {
    title: "Front Office Manager",
    summary:
      "Hotel front office manager with ten years in luxury and city hotels. Guests remember the welcome; owners remember the occupancy.",
    skills: ["Opera PMS", "Revenue Management", "Guest Relations", "Team Training", "Upselling"],
  },
  [
    job("Front Office Manager", "Four Seasons Hotel Ritz Lisbon", "Lisbon", "2019-10", "", [
      "Lead 28 reception, concierge and guest relations staff.",
      "Raised room upsell revenue by 40% in 2023.",
    ]),
    job("Assistant Front Office Manager", "Pestana Palace", "Lisbon", "2016-05", "2019-09", ["Opened the hotel's new 60-room wing."]),
    job("Receptionist", "Tivoli Marina Vilamoura", "Vilamoura", "2014-04", "2016-04", ["Handled check-in for 400 rooms in peak season."]),
  ],
  [school("BA in Hotel Management", "Estoril Higher Institute for Tourism and Hotel Studies", "Estoril", "2011", "2014")],
  [cert("Food Safety Level 3", "Highfield", "2021")],
);
const mateoTxt = textFile([
  "MATEO SILVA",
  "Front Office Manager",
  "Lisbon, Portugal | +351 912 345 678 | mateo.silva@example.pt",
  "",
  "PROFILE",
  mateo.professional.summary,
  "",
  "WORK HISTORY",
  ...mateo.experience.flatMap((j) => [
    "",
    `${j.title}`,
    `${j.company} – ${j.location}`,
    period(j, "Mon", { present: "Current" }),
    ...j.achievements.map((a) => `- ${a}`),
  ]),
  "",
  "EDUCATION",
  "BA in Hotel Management",
  "Estoril Higher Institute for Tourism and Hotel Studies – Estoril",
  "2011 – 2014",
  "",
  "KEY SKILLS",
  mateo.professional.skills.join(", "),
  "",
  "CERTIFICATES",
  "Food Safety Level 3 – Highfield – 2021",
  "",
  "LANGUAGES",
  "Portuguese (native), English (fluent), Spanish (fluent), French (conversational)",
]);

export const fixtures = [
  ["sofia-lindqvist.txt", sofia, sofiaTxt],
  ["arjun-mehta.txt", arjun, arjunTxt],
  ["rachel-nguyen.txt", rachel, rachelTxt],
  ["fiona-gallagher.txt", fiona, fionaTxt],
  ["mateo-silva.txt", mateo, mateoTxt],
];
