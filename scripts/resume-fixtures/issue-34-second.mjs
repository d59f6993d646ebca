// Issue 34's second batch: ten fresh resumes, each truth written before any parser run on it, scored apart from
// the first batch (tests/fixtures/resumes-second/). Weighted on certifications and licences in the forms people
// use. The four PDFs live in issue-34-second-pdf.mjs; here the three DOCX (a nurse's table rows and Professional
// Registrations, a gas engineer's Education & Qualifications with soft line breaks, a Brazilian project manager
// with a header table and tab-aligned dates) and three text resumes (Markdown from Bengaluru, an Australian
// carpenter's Tickets & Licences, a Dublin HR partner's Certifications & Affiliations).
import { bullets, cert, docxDocument, heading, job, para, period, school, table, textFile, truth } from "./issue-34-lib.mjs";
import { fixtures as pdfFixtures } from "./issue-34-second-pdf.mjs";

// UK nurse, one table row per job (dates, employer and city left; title and bullets right), Professional
// Registrations with an NMC PIN and a renewal date, Professional Development, skills under labels.
const aisha = truth(
  { firstName: "Aisha", lastName: "Rahman", email: "aisha.rahman@example.co.uk", phone: "07700 900345", location: "Leeds LS6" },
  {
    title: "Senior Staff Nurse",
    summary:
      "Adult nurse with eight years in acute and respiratory medicine, calm in a busy admissions unit and keen to teach students and new starters.",
    skills: ["Cannulation", "Venepuncture", "IV Therapy", "NEWS2", "Non-invasive Ventilation", "Nervecentre", "PPM+"],
  },
  [
    job("Senior Staff Nurse (Band 6)", "Leeds Teaching Hospitals NHS Trust", "Leeds", "2021-08", "", [
      "Lead shifts on a 42-bed Acute Medical Unit with up to 60 admissions a day.",
      "Practice assessor for six student nurses a year.",
    ]),
    job("Staff Nurse (Band 5)", "Bradford Teaching Hospitals NHS Foundation Trust", "Bradford", "2018-09", "2021-07", [
      "Cared for patients on non-invasive ventilation on a respiratory ward.",
      "Redeployed to the COVID-19 high-dependency unit in 2020.",
    ]),
    job("Healthcare Assistant", "Bupa Care Homes", "Leeds", "2014-06", "2015-08", ["Supported 30 residents in a nursing home."]),
  ],
  [school("BSc (Hons) Adult Nursing", "University of Leeds", "Leeds", "2015", "2018")],
  [
    // A professional registration is a certification issued by the regulator: first registered 09/2018 is the
    // issue date, and the renewal date (when it lapses unless renewed) the expiry date; the PIN has no field.
    cert("Registered Nurse – Adult", "Nursing and Midwifery Council (NMC)", "2018-09", "2027-09"),
    cert("Immediate Life Support (ILS)", "Resuscitation Council UK", "2024"),
    cert("IV Therapy and Cannulation", "Leeds Teaching Hospitals NHS Trust", "2022"),
    cert("Practice Assessor and Supervisor Training", "University of Leeds", "2020"),
  ],
);
const aishaDocx = () => {
  const [nmc, ...development] = aisha.certifications;
  return docxDocument([
    para({ text: "Aisha Rahman", bold: true, size: 20 }),
    para("Senior Staff Nurse"),
    para("Leeds LS6 · 07700 900345 · aisha.rahman@example.co.uk"),
    heading("Personal Statement"),
    para(aisha.professional.summary),
    heading("Employment History"),
    table(
      aisha.experience.map((j) => [
        [para(period(j)), para(j.company), para(j.location)],
        [para({ text: j.title, bold: true }), ...bullets(j.achievements)],
      ]),
      [3000, 6360],
    ),
    heading("Education"),
    para(
      [
        { text: "BSc (Hons) Adult Nursing", bold: true },
        { text: "2015 – 2018", tab: true },
      ],
      { tabs: true },
    ),
    para("University of Leeds, Leeds"),
    heading("Professional Registrations"),
    para([{ text: `${nmc.name}, ${nmc.issuer}`, bold: true }]),
    para("NMC PIN: 18I0456E · First registered: 09/2018 · Renewal date: 30/09/2027"),
    heading("Professional Development"),
    ...development.map((c) => para(`${c.name}, ${c.issuer}, ${c.issueDate}`)),
    heading("Clinical Skills"),
    para([{ text: "Clinical: ", bold: true }, aisha.professional.skills.slice(0, 5).join(", ")]),
    para([{ text: "Systems: ", bold: true }, aisha.professional.skills.slice(5).join(", ")]),
    para(""),
    para("References available on request."),
  ]);
};

// UK gas engineer: phone next to the title, each entry one paragraph with soft line breaks, and an "Education &
// Qualifications" section mixing college qualifications with certificates and registrations.
const daniel = truth(
  { firstName: "Daniel", lastName: "Hughes", email: "daniel.hughes@example.co.uk", phone: "07700 900612", location: "Cardiff CF14" },
  {
    title: "Heating Engineer",
    summary:
      "Gas Safe registered heating engineer with twelve years on domestic boilers, cylinders and landlord safety checks across South Wales.",
    skills: [
      "Boiler Installation",
      "Fault Finding",
      "Landlord Gas Safety Checks",
      "Unvented Cylinders",
      "Power Flushing",
      "Customer Service",
    ],
  },
  [
    job("Senior Heating Engineer", "British Gas", "Cardiff", "2019-03", "", [
      "Service and repair 8–10 boilers a day across Cardiff and the Vale.",
      "Mentor two apprentices through their NVQ portfolios.",
    ]),
    job("Plumbing and Heating Engineer", "Morgan Heating Services", "Newport", "2014-09", "2019-02", [
      "Installed around 150 combi boilers a year for private and housing association customers.",
    ]),
    job("Apprentice Plumber", "Morgan Heating Services", "Newport", "2011-09", "2014-08", ["Bathroom fits, radiators and first fixes."]),
  ],
  [
    // Vocational qualifications earned on a college course (NVQ / City & Guilds, BTEC) are education, the college
    // as the school; the awarding body in brackets belongs to the qualification's name as written.
    school("NVQ Level 3 Diploma in Plumbing and Domestic Heating (City & Guilds)", "Cardiff and Vale College", "", "2011", "2014"),
    school("BTEC First Diploma in Construction", "Coleg Gwent", "", "2009", "2011"),
  ],
  [
    // Assessments and registrations by a certifying body (ACS, G3, Gas Safe, CSCS) are certifications even under
    // "Education & Qualifications": "renewed 2024" is the current certificate's issue date. The driving licence
    // under Additional Information is a personal detail with no issuer: no profile field, so not in the truth.
    cert("ACS Domestic Gas Safety (CCN1, CENWAT, CKR1, HTR1)", "BPEC", "2024", "2029"),
    cert("Unvented Hot Water Systems (G3)", "LCL Awards", "2020"),
    cert("Gas Safe Registered Engineer", "Gas Safe Register", ""),
    cert("CSCS Gold Card – Skilled Worker", "CSCS", "", "2027-06"),
  ],
);
const danielDocx = () => {
  const entry = (first, ...lines) => para([{ text: first, bold: true }, ...lines.map((text) => ({ text, br: true }))]);
  return docxDocument([
    para({ text: "Daniel Hughes", bold: true, size: 20 }),
    para("Heating Engineer | 07700 900612"),
    para("Cardiff CF14 · daniel.hughes@example.co.uk"),
    heading("Profile"),
    para(daniel.professional.summary),
    heading("Key Skills"),
    ...bullets(daniel.professional.skills),
    heading("Work Experience"),
    ...daniel.experience.flatMap((j) => [entry(j.title, `${j.company}, ${j.location}`, period(j)), ...bullets(j.achievements)]),
    heading("Education & Qualifications"),
    entry(daniel.education[0].degree, "Cardiff and Vale College, 2011 – 2014"),
    entry(daniel.education[1].degree, "Coleg Gwent, 2009 – 2011"),
    entry(daniel.certifications[0].name, "BPEC, renewed 2024, expires 2029"),
    entry(daniel.certifications[1].name, "LCL Awards, 2020"),
    entry(daniel.certifications[2].name, "Gas Safe Register, Reg. No. 540123"),
    entry(daniel.certifications[3].name, "CSCS, expires 06/2027"),
    heading("Additional Information"),
    para("Full clean UK driving licence. Own van and tools."),
    para("References available on request."),
  ]);
};

// Brazil: name and contact in a two-cell header table, tab-aligned "Apr 2019 – Current", a company line with the
// city, Licences & Certifications with the issuer and year under each name, skills under labels, tabbed languages.
const mariana = truth(
  {
    firstName: "Mariana",
    lastName: "Costa",
    email: "mariana.costa@example.com.br",
    phone: "+55 11 98765 4321",
    location: "São Paulo, SP",
    socialLinks: { linkedin: "https://linkedin.com/in/marianacosta" },
  },
  {
    title: "IT Project Manager",
    summary:
      "Project manager with fourteen years in banking and aerospace IT. I deliver regulated programmes on time by making risks visible early and keeping sponsors honest about scope.",
    skills: ["Scrum", "Kanban", "Waterfall", "Jira", "MS Project", "Power BI", "Confluence"],
  },
  [
    job("IT Project Manager", "Itaú Unibanco", "São Paulo", "2019-04", "", [
      "Deliver the Pix instant payments programme for business clients: 9 squads, R$ 40m budget.",
      "Brought 85% of milestones in on time in 2023, up from 60%.",
    ]),
    job("Project Coordinator", "Stefanini", "São Paulo", "2015-02", "2019-03", [
      "Coordinated SAP roll-outs for three manufacturing clients.",
    ]),
    job("Systems Analyst", "Embraer", "São José dos Campos", "2012-01", "2015-01", [
      "Wrote requirements for the maintenance planning system.",
    ]),
  ],
  [
    school("MBA in Project Management", "Fundação Getulio Vargas (FGV)", "São Paulo", "2016", "2018"),
    school("BSc in Information Systems", "Universidade de São Paulo (USP)", "São Paulo", "2008", "2011"),
  ],
  [
    // "valid through 12/2026" is the expiry; the credential ID has no field. A course under Professional
    // Development with a provider and a year is a certification (first batch's convention).
    cert("Project Management Professional (PMP)", "Project Management Institute", "2017", "2026-12"),
    cert("Professional Scrum Master I (PSM I)", "Scrum.org", "2020"),
    cert("ITIL 4 Foundation", "PeopleCert", "2021"),
    cert("Leading Digital Transformation", "Insper", "2023"),
  ],
);
const marianaDocx = () => {
  const [pmp, psm, itil, course] = mariana.certifications;
  return docxDocument([
    table(
      [
        [
          [para({ text: "Mariana Costa", bold: true, size: 20 }), para("IT Project Manager")],
          [para("+55 11 98765 4321"), para("mariana.costa@example.com.br"), para("São Paulo, SP"), para("linkedin.com/in/marianacosta")],
        ],
      ],
      [5360, 4000],
    ),
    heading("Professional Summary"),
    para(mariana.professional.summary),
    heading("Experience"),
    ...mariana.experience.flatMap((j) => [
      para(
        [
          { text: j.title, bold: true },
          { text: period(j, "Mon", { present: "Current" }), tab: true },
        ],
        { tabs: true },
      ),
      para(`${j.company} — ${j.location}`),
      ...bullets(j.achievements),
    ]),
    heading("Education"),
    ...mariana.education.flatMap((s) => [
      para(
        [
          { text: s.degree, bold: true },
          { text: period(s), tab: true },
        ],
        { tabs: true },
      ),
      para(`${s.school}, ${s.location}`),
    ]),
    heading("Licences & Certifications"),
    para({ text: pmp.name, bold: true }),
    para(`${pmp.issuer} · ${pmp.issueDate} · Credential ID 2123456 · valid through 12/2026`),
    ...[psm, itil].flatMap((c) => [para({ text: c.name, bold: true }), para(`${c.issuer} · ${c.issueDate}`)]),
    heading("Professional Development"),
    para(`${course.name}, ${course.issuer}, ${course.issueDate}`),
    heading("Skills"),
    para([{ text: "Methods: ", bold: true }, mariana.professional.skills.slice(0, 3).join(", ")]),
    para([{ text: "Tools: ", bold: true }, mariana.professional.skills.slice(3).join(", ")]),
    heading("Languages"),
    ...[
      ["Portuguese", "Native"],
      ["English", "Fluent"],
      ["Spanish", "Intermediate"],
    ].map(([language, level]) => para([language, { text: level, tab: true }])),
  ]);
};

// Markdown from Bengaluru: the phone next to the title in bold, "April 2019 to present", Licences &
// Certifications with the issuer and year on the line under each name, skills under bold labels, a project.
const vikram = truth(
  {
    firstName: "Vikram",
    lastName: "Rao",
    email: "vikram.rao@example.in",
    phone: "+91 98450 12345",
    location: "Koramangala, Bengaluru 560034",
    socialLinks: {
      linkedin: "https://linkedin.com/in/vikramrao",
      github: "https://github.com/vikramrao",
      website: "https://vikramrao.dev",
    },
  },
  {
    title: "Senior Machine Learning Engineer",
    summary:
      "Machine learning engineer with ten years in e-commerce and analytics, shipping ranking and fraud models that serve millions of requests a day.",
    skills: ["Python", "SQL", "Scala", "PyTorch", "scikit-learn", "XGBoost", "Spark", "Kubernetes", "MLflow"],
  },
  [
    job("Senior Machine Learning Engineer", "Flipkart", "Bengaluru", "2019-04", "", [
      "Built the search ranking model that serves 40,000 queries a second.",
      "Cut fraud losses on cash-on-delivery orders by 18% with a graph model.",
      "Lead a team of five engineers.",
    ]),
    job("Data Scientist", "Mu Sigma", "Bengaluru", "2016-06", "2019-03", ["Built demand forecasts for a US retailer's 2,000 stores."]),
  ],
  [school("B.Tech in Computer Science and Engineering", "National Institute of Technology Karnataka", "Surathkal", "2012", "2016")],
  [
    cert("AWS Certified Machine Learning – Specialty", "Amazon Web Services", "2022"),
    cert("TensorFlow Developer Certificate", "Google", "2021"),
    cert("Deep Learning Specialization", "DeepLearning.AI", "2020"),
  ],
  [{ title: "fraudlens", githubUrl: "https://github.com/vikramrao/fraudlens", technologies: ["Python", "PyTorch"] }],
);
const vikramTxt = textFile([
  "# Vikram Rao",
  "",
  "**Senior Machine Learning Engineer** · +91 98450 12345",
  "",
  "Koramangala, Bengaluru 560034 · [vikram.rao@example.in](mailto:vikram.rao@example.in) · [LinkedIn](https://linkedin.com/in/vikramrao) · [GitHub](https://github.com/vikramrao) · [vikramrao.dev](https://vikramrao.dev)",
  "",
  "## Summary",
  "",
  vikram.professional.summary,
  "",
  "## Experience",
  ...vikram.experience.flatMap((j) => [
    "",
    `### ${j.title}, ${j.company}`,
    `${j.location} | ${period(j, "Month", { present: "present", sep: " to " })}`,
    "",
    ...j.achievements.map((a) => `- ${a}`),
  ]),
  "",
  "## Education",
  "",
  "### B.Tech in Computer Science and Engineering",
  "National Institute of Technology Karnataka, Surathkal | 2012 – 2016",
  "",
  "## Licences & Certifications",
  ...vikram.certifications.flatMap((c) => ["", `**${c.name}**  `, `${c.issuer} · ${c.issueDate}`]),
  "",
  "## Projects",
  "",
  "- [fraudlens](https://github.com/vikramrao/fraudlens): fraud detection with graph neural networks in Python and PyTorch.",
  "",
  "## Skills",
  "",
  `- **Languages:** ${vikram.professional.skills.slice(0, 3).join(", ")}`,
  `- **Machine learning:** ${vikram.professional.skills.slice(3, 6).join(", ")}`,
  `- **Platforms:** ${vikram.professional.skills.slice(6).join(", ")}`,
  "",
  "## Spoken Languages",
  "",
  "English, Hindi, Kannada, Telugu",
]);

// Australian carpenter, plain text: the phone next to the title, Tickets & Licences with licence numbers and
// expiry dates (White Card, high risk work licence), "Current", a TAFE Certificate III, referees.
const brodie = truth(
  {
    firstName: "Brodie",
    lastName: "Campbell",
    email: "brodie.campbell@example.com.au",
    phone: "0421 555 873",
    location: "Townsville QLD 4810",
  },
  {
    title: "Carpenter",
    summary:
      "Qualified carpenter with ten years on residential and commercial builds in North Queensland, now running a crew as leading hand.",
    skills: ["Formwork", "Framing", "Fit-off", "Reading Plans", "Site Supervision", "Cyclone Rated Construction"],
  },
  [
    job("Leading Hand Carpenter", "Hutchinson Builders", "Townsville QLD", "2020-03", "", [
      "Run a crew of six carpenters on commercial builds up to $25M.",
      "Set out formwork and framing from structural drawings.",
    ]),
    job("Carpenter", "Coastal Homes QLD", "Townsville QLD", "2017-01", "2020-02", ["Framed and fitted off 40 cyclone-rated homes."]),
    job("Apprentice Carpenter", "Coastal Homes QLD", "Townsville QLD", "2013-01", "2016-12", ["Completed a four-year apprenticeship."]),
  ],
  // A TAFE Certificate III is education, the institute as the school (first batch's convention, Jake Wilson).
  [school("Certificate III in Carpentry (CPC30211)", "TAFE Queensland", "Townsville", "2013", "2016")],
  [
    // Each ticket is a certification: "Name — Issuer — dates"; licence numbers have no field; a ticket with no
    // issue date shown keeps only its expiry.
    cert("Carpentry Licence (Trade Contractor)", "QBCC", "", "2027-06"),
    cert("White Card (General Construction Induction, CPCWHS1001)", "WorkSafe QLD", "2013"),
    cert("High Risk Work Licence – Forklift (LF)", "WorkSafe QLD", "", "2028-11"),
    cert("Working at Heights (RIIWHS204E)", "Site Skills Training", "2025-05", "2027-05"),
    cert("Provide First Aid (HLTAID011)", "St John Ambulance QLD", "", "2027-02"),
  ],
);
const brodieTxt = textFile([
  "BRODIE CAMPBELL",
  "Carpenter – 0421 555 873",
  "Townsville QLD 4810 | brodie.campbell@example.com.au",
  "",
  "CAREER SUMMARY",
  brodie.professional.summary,
  "",
  "KEY SKILLS",
  ...brodie.professional.skills.map((s) => `- ${s}`),
  "",
  "TICKETS & LICENCES",
  "Carpentry Licence (Trade Contractor) — QBCC — Licence No. 15123456 — Expires 30/06/2027",
  "White Card (General Construction Induction, CPCWHS1001) — WorkSafe QLD — Issued 2013",
  "High Risk Work Licence – Forklift (LF) — WorkSafe QLD — Licence No. HRW0123456 — Expires 11/2028",
  "Working at Heights (RIIWHS204E) — Site Skills Training — Issued 05/2025 — Expires 05/2027",
  "Provide First Aid (HLTAID011) — St John Ambulance QLD — Expires 02/2027",
  "",
  "EMPLOYMENT HISTORY",
  ...brodie.experience.flatMap((j) => [
    "",
    `${j.title}`,
    `${j.company}, ${j.location}`,
    period(j, "Mon", { present: "Current" }),
    ...j.achievements.map((a) => `- ${a}`),
  ]),
  "",
  "TRAINING",
  "Certificate III in Carpentry (CPC30211) — TAFE Queensland, Townsville (2013 – 2016)",
  "",
  "REFEREES",
  "Mick Sullivan, Site Manager, Hutchinson Builders — 0400 222 333",
  "Karen Doyle, Director, Coastal Homes QLD — 0400 444 555",
]);

// Dublin HR partner, plain text: the phone next to the title, tab-aligned dates, Education & Qualifications,
// Certifications & Affiliations with memberships, Professional Development courses, a tabbed Languages line.
const niamh = truth(
  { firstName: "Niamh", lastName: "Brennan", email: "niamh.brennan@example.ie", phone: "087 765 4321", location: "Dublin 4" },
  {
    title: "HR Business Partner",
    summary:
      "HR business partner with twelve years in aviation, retail and technology. I help leaders reorganise, hire and handle hard conversations fairly and within Irish employment law.",
    skills: ["Employee Relations", "Organisational Design", "Talent Management", "Change Management", "Coaching", "Workday"],
  },
  [
    job("Senior HR Business Partner", "Google", "Dublin 4", "2020-11", "", [
      "Partner the EMEA sales leadership team of 1,400 people.",
      "Led the consultation for a 120-role reorganisation with no third-party referrals.",
    ]),
    job("HR Business Partner", "Aer Lingus", "Dublin Airport", "2016-05", "2020-10", [
      "Handled employee relations for cabin crew and ground operations.",
      "Rolled out Workday to 4,500 employees.",
    ]),
    job("HR Generalist", "Musgrave Group", "Cork", "2013-02", "2016-04", ["Ran recruitment for 30 SuperValu and Centra stores."]),
  ],
  [
    school("MA in Human Resource Management", "National College of Ireland", "", "2014", "2016"),
    school("BA in Business and Psychology", "University College Cork", "", "2009", "2012"),
  ],
  [
    // Memberships of professional bodies are filed as certifications (name = the grade, issuer = the body, the
    // "since" year as issue date), as in helen-whitaker.pdf; the SHRM credential and courses are certifications.
    cert("Chartered Member", "Chartered Institute of Personnel and Development", "2017"),
    cert("Member", "Irish Institute of Training and Development", "2019"),
    cert("SHRM Certified Professional (SHRM-CP)", "Society for Human Resource Management", "2021"),
    cert("Employment Law for HR Practitioners", "Ibec", "2022"),
    cert("MBTI Step I and Step II Certification", "The Myers-Briggs Company", "2019"),
  ],
);
const niamhTxt = textFile([
  "Niamh Brennan",
  "HR Business Partner | 087 765 4321",
  "Dublin 4 | niamh.brennan@example.ie",
  "",
  "Profile",
  niamh.professional.summary,
  "",
  "Experience",
  ...niamh.experience.flatMap((j) => [
    "",
    `${j.title}\t${period(j)}`,
    `${j.company}, ${j.location}`,
    ...j.achievements.map((a) => `• ${a}`),
  ]),
  "",
  "Education & Qualifications",
  "MA in Human Resource Management, National College of Ireland\t2014 – 2016",
  "BA in Business and Psychology, University College Cork\t2009 – 2012",
  "",
  "Certifications & Affiliations",
  "Chartered Member, Chartered Institute of Personnel and Development, since 2017",
  "Member, Irish Institute of Training and Development, since 2019",
  "SHRM Certified Professional (SHRM-CP), Society for Human Resource Management, 2021",
  "",
  "Professional Development",
  "Employment Law for HR Practitioners, Ibec, 2022",
  "MBTI Step I and Step II Certification, The Myers-Briggs Company, 2019",
  "",
  "Key Skills",
  niamh.professional.skills.join(" · "),
  "",
  "Languages:\tEnglish (native)\tIrish (fluent)\tFrench (conversational)",
  "",
  "References available on request.",
]);

export const fixtures = [
  ...pdfFixtures,
  ["aisha-rahman.docx", aisha, aishaDocx],
  ["daniel-hughes.docx", daniel, danielDocx],
  ["mariana-costa.docx", mariana, marianaDocx],
  ["vikram-rao.txt", vikram, vikramTxt],
  ["brodie-campbell.txt", brodie, brodieTxt],
  ["niamh-brennan.txt", niamh, niamhTxt],
];
